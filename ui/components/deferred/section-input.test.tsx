import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createSectionInput } from './section-input';

const input = createSectionInput<{ readonly name: string }>();
const unprovided = createSectionInput<{ readonly name: string }>();

function Section() {
  return <p>{input.use().name}</p>;
}

function Page({ name }: { readonly name: string }) {
  input.useProvide({ name });
  return <Section />;
}

/** A section whose page never provided its input. */
function Orphan() {
  return <p>{unprovided.use().name}</p>;
}

describe('section input', () => {
  it("renders the section with its page's props, each server render afresh", () => {
    expect(renderToString(<Page name="Nino" />)).toBe('<p>Nino</p>');
    expect(renderToString(<Page name="Luka" />)).toBe('<p>Luka</p>');
  });

  it('refuses a read before any page provided the input', () => {
    expect(() => renderToString(<Orphan />)).toThrow(/before its page provided it/);
  });
});
