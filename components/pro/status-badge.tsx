const TONE = {
  good: 'border-green-700 bg-green-50 text-green-900',
  busy: 'border-amber-600 bg-amber-50 text-amber-900',
  new: 'border-slate-400 bg-slate-50 text-slate-800',
  off: 'border-slate-400 bg-slate-100 text-slate-800',
} as const;

/** A status as a small badge; `caption` ("Status") is read before it by screen readers. */
export function StatusBadge({ tone, caption, label }: { tone: keyof typeof TONE; caption: string; label: string }) {
  return (
    <span className={`inline-block rounded-full border px-2 py-0.5 text-sm font-medium ${TONE[tone]}`}>
      <span className="sr-only">{caption}: </span>
      {label}
    </span>
  );
}
