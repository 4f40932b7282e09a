/** What a call came to, for the line under its button: done (a status, read politely) or refused (an alert). */
export type Note = { ok: boolean; text: string };

/** The line that says what a call came to (a reorder, a caption saved), if anything. */
export function CallNote({ note }: { note: Note | null }) {
  if (!note) return null;
  return (
    <p role={note.ok ? 'status' : 'alert'} className={note.ok ? 'text-green-900' : 'font-medium text-red-700'}>
      {note.text}
    </p>
  );
}
