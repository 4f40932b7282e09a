import type { ReactNode } from 'react';
import { isExternalHref, safeImageSrc, safeLinkHref, type RichBlock, type RichCell, type RichDoc, type RichInline, type RichListItem, type RichMark, type RichNode } from '@/lib/i18n/rich-doc';

/*
 * A rich text body rendered through the allow-list as React elements (never as HTML): a node or a
 * mark the renderer does not know renders nothing, link hrefs and image sources are checked again
 * here, text is text (React escapes it). Works in server components and in the editor's preview.
 */

function renderMarks(text: ReactNode, marks: RichMark[] | undefined, key: string): ReactNode {
  let out = text;
  for (const mark of marks ?? []) {
    switch (mark.type) {
      case 'bold':
        out = <strong>{out}</strong>;
        break;
      case 'italic':
        out = <em>{out}</em>;
        break;
      case 'strike':
        out = <s>{out}</s>;
        break;
      case 'underline':
        out = <u>{out}</u>;
        break;
      case 'link': {
        const href = safeLinkHref(mark.attrs?.href);
        if (!href) break;
        out = isExternalHref(href) ? (
          <a href={href} rel="noopener noreferrer" className="text-brand-700 underline underline-offset-2 hover:text-brand-900">
            {out}
          </a>
        ) : (
          <a href={href} className="text-brand-700 underline underline-offset-2 hover:text-brand-900">
            {out}
          </a>
        );
        break;
      }
      default:
        break;
    }
  }
  return <span key={key}>{out}</span>;
}

function renderInline(nodes: RichInline[] | undefined): ReactNode[] {
  if (!Array.isArray(nodes)) return [];
  return nodes.map((node, index) => {
    if (node?.type === 'text' && typeof node.text === 'string') return node.marks?.length ? renderMarks(node.text, node.marks, String(index)) : node.text;
    if (node?.type === 'hardBreak') return <br key={index} />;
    return null;
  });
}

function renderItems(items: RichListItem[] | undefined): ReactNode[] {
  if (!Array.isArray(items)) return [];
  return items.map((item, index) => (item?.type === 'listItem' ? <li key={index}>{renderBlocks(item.content)}</li> : null));
}

function renderCell(cell: RichCell, index: number): ReactNode {
  const colSpan = typeof cell.attrs?.colspan === 'number' && cell.attrs.colspan > 1 ? cell.attrs.colspan : undefined;
  const rowSpan = typeof cell.attrs?.rowspan === 'number' && cell.attrs.rowspan > 1 ? cell.attrs.rowspan : undefined;
  const className = 'border border-slate-300 px-3 py-2 align-top [&>*+*]:mt-2';
  if (cell.type === 'tableHeader')
    return (
      <th key={index} colSpan={colSpan} rowSpan={rowSpan} scope={colSpan || rowSpan ? undefined : 'col'} className={`${className} bg-slate-100 text-left font-semibold`}>
        {renderBlocks(cell.content)}
      </th>
    );
  if (cell.type === 'tableCell')
    return (
      <td key={index} colSpan={colSpan} rowSpan={rowSpan} className={className}>
        {renderBlocks(cell.content)}
      </td>
    );
  return null;
}

function renderBlock(node: RichBlock | RichNode, index: number): ReactNode {
  switch (node?.type) {
    case 'paragraph':
      return <p key={index}>{renderInline(node.content)}</p>;
    case 'heading': {
      const level = node.attrs?.level;
      if (level === 3)
        return (
          <h3 key={index} className="text-lg font-semibold">
            {renderInline(node.content)}
          </h3>
        );
      if (level === 4)
        return (
          <h4 key={index} className="font-semibold">
            {renderInline(node.content)}
          </h4>
        );
      return (
        <h2 key={index} className="text-xl font-semibold">
          {renderInline(node.content)}
        </h2>
      );
    }
    case 'bulletList':
      return (
        <ul key={index} className="list-disc space-y-1 ps-6">
          {renderItems(node.content)}
        </ul>
      );
    case 'orderedList': {
      const start = typeof node.attrs?.start === 'number' && node.attrs.start > 1 ? node.attrs.start : undefined;
      return (
        <ol key={index} start={start} className="list-decimal space-y-1 ps-6">
          {renderItems(node.content)}
        </ol>
      );
    }
    case 'blockquote':
      return (
        <blockquote key={index} className="border-s-4 border-slate-300 ps-4 text-slate-700 [&>*+*]:mt-3">
          {renderBlocks(node.content)}
        </blockquote>
      );
    case 'horizontalRule':
      return <hr key={index} className="border-slate-300" />;
    case 'image': {
      const src = safeImageSrc(node.attrs?.src);
      if (!src) return null;
      const width = typeof node.attrs.width === 'number' ? node.attrs.width : undefined;
      const height = typeof node.attrs.height === 'number' ? node.attrs.height : undefined;
      return (
        // eslint-disable-next-line @next/next/no-img-element -- uploads are already re-encoded in the sizes pages use
        <img key={index} src={src} alt={typeof node.attrs.alt === 'string' ? node.attrs.alt : ''} title={typeof node.attrs.title === 'string' ? node.attrs.title : undefined} width={width} height={height} loading="lazy" decoding="async" className="h-auto max-w-full rounded-md" />
      );
    }
    case 'table': {
      const rows = Array.isArray(node.content) ? node.content : [];
      return (
        <div key={index} className="max-w-full overflow-x-auto" role="region" aria-label={tableLabel(node)} tabIndex={0}>
          <table className="min-w-full border-collapse text-sm">
            <tbody>
              {rows.map((row, rowIndex) => (row?.type === 'tableRow' && Array.isArray(row.content) ? <tr key={rowIndex}>{row.content.map(renderCell)}</tr> : null))}
            </tbody>
          </table>
        </div>
      );
    }
    default:
      return null;
  }
}

/** The text of a table's first row names its scroll region (a keyboard user can scroll it). */
function tableLabel(node: RichNode): string {
  const first = node.type === 'table' ? node.content?.[0] : undefined;
  const texts: string[] = [];
  const visit = (child: RichNode) => {
    if (child.type === 'text') texts.push(child.text);
    else if ('content' in child && Array.isArray(child.content)) (child.content as RichNode[]).forEach(visit);
  };
  if (first) visit(first);
  return texts.join(' ').slice(0, 120) || 'table';
}

function renderBlocks(nodes: RichNode[] | undefined): ReactNode[] {
  if (!Array.isArray(nodes)) return [];
  return nodes.map(renderBlock);
}

export function RichText({ doc, className }: { doc: RichDoc | null | undefined; className?: string }) {
  if (!doc || doc.type !== 'doc' || !Array.isArray(doc.content) || doc.content.length === 0) return null;
  return <div className={className ?? 'rich-text flex flex-col gap-4 leading-relaxed break-words'}>{renderBlocks(doc.content)}</div>;
}
