/* Reading an untrusted value as a node: its type, attributes and children, whatever it holds. */

export type Loose = { type?: unknown; attrs?: unknown; marks?: unknown; text?: unknown; content?: unknown };

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function children(node: Loose): unknown[] {
  return Array.isArray(node.content) ? node.content : [];
}

export function attr(node: Loose, name: string): unknown {
  return isObject(node.attrs) ? node.attrs[name] : undefined;
}

export function positiveInt(value: unknown, max: number): number | undefined {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 && number <= max ? number : undefined;
}

export function cleanText(value: string): string {
  // Keep tabs and newlines out of text nodes' control characters; the text stays text (escaped by React).
  return value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');
}
