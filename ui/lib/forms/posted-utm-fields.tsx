import type { PostedForm } from '../../../core/forms/posted-form';

/**
 * The campaign tags of a refused post as hidden fields (`utm_source`, …), so the corrected form
 * posted from the page the server sent back still carries the landing page's tags
 * (docs/site.md "Forms without JavaScript").
 */
export function PostedUtmFields({ posted }: { readonly posted: PostedForm | undefined }) {
  const tags = Object.entries(posted?.utm ?? {});
  return (
    <>
      {tags.map(([key, value]) => (
        <input key={key} type="hidden" name={`utm_${key}`} value={value} />
      ))}
    </>
  );
}
