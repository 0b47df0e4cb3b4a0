import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { stripShopPrefix } from '../lib/navigation';
import { cn } from '../ui';

/** Typography for editorial HTML: the elements the server's allow-list lets through. */
const PROSE = cn(
  'max-w-3xl text-[1.0625rem] leading-relaxed text-ink',
  '[&_p]:my-4 [&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-extrabold',
  '[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-bold',
  '[&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1.5',
  '[&_a]:font-semibold [&_a]:text-primary [&_a]:underline [&_a:hover]:text-primary-dark',
  '[&_table]:my-6 [&_table]:w-full [&_table]:border-collapse [&_caption]:mb-2 [&_caption]:text-left [&_caption]:text-ink-muted',
  '[&_th]:border-b-2 [&_th]:border-line [&_th]:px-3 [&_th]:py-2 [&_th]:text-left',
  '[&_td]:border-b [&_td]:border-line [&_td]:px-3 [&_td]:py-2',
  '[&_img]:h-auto [&_img]:max-w-full [&_blockquote]:border-l-4 [&_blockquote]:border-line [&_blockquote]:pl-4',
);

/**
 * HTML from the content service. It is rendered with dangerouslySetInnerHTML
 * because the server has already passed it through its allow-list twice
 * (sanitize-html when stored and when served: no script, no event handler, no
 * style, only the shop's own images), so nothing in it can run or break the
 * CSP. Links into the shop move through the router instead of reloading.
 */
export function ContentHtml({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || !href.startsWith('/') || href.startsWith('//')) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(stripShopPrefix(href));
  };
  return (
    <div
      className={cn(PROSE, className)}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
