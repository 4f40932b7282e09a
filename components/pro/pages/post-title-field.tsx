/** The title limit of a post (lib/business/site/pages/schemas.ts PAGES_LIMITS.postTitle). */
const TITLE_MAX = 200;

/** A post's title in one language: a controlled field with its error. */
export function PostTitleField({ id, label, required, value, error, onChange }: { id: string; label: string; required: boolean; value: string; error?: string; onChange: (value: string) => void }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={id}
        type="text"
        value={value}
        maxLength={TITLE_MAX}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600"
      />
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
