import type { LegalBlock, LegalListItem } from '../../../core/legal/legal-blocks';
import { ProcessorList } from './processor-list';

/** A stable React key from the block's own text; blocks are static, so text is unique enough. */
function blockKey(block: LegalBlock): string {
  if (block.kind === 'paragraph') return `p:${block.text}`;
  if (block.kind === 'subsection') return `s:${block.title}`;
  if (block.kind === 'processors') return 'processors';
  return `l:${block.items.map(itemText).join('|')}`;
}

function itemText(item: LegalListItem): string {
  return typeof item === 'string' ? item : `${item.term} ${item.text}`;
}

function ListItem({ item }: { item: LegalListItem }) {
  if (typeof item === 'string') return <li>{item}</li>;
  return (
    <li>
      <strong>{item.term}</strong> {item.text}
    </li>
  );
}

function BlockView({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'list': {
      const items = block.items.map((item) => <ListItem key={itemText(item)} item={item} />);
      return block.ordered ? (
        <ol className="legal-steps">{items}</ol>
      ) : (
        <ul className="legal-list">{items}</ul>
      );
    }
    case 'subsection':
      // Subsections sit inside an <h2> section, so their titles are <h3>: headings stay in order.
      return (
        <div className="legal-subsection">
          <h3>{block.title}</h3>
          <LegalBlocksView blocks={block.blocks} />
        </div>
      );
    case 'processors':
      return <ProcessorList />;
  }
}

/** Renders parsed legal blocks as paragraphs, real lists and titled subsections (no raw HTML). */
export function LegalBlocksView({ blocks }: { blocks: readonly LegalBlock[] }) {
  return (
    <>
      {blocks.map((block) => (
        <BlockView key={blockKey(block)} block={block} />
      ))}
    </>
  );
}
