export type ChartWeek = { label: string; appointments: number | null; questions: number | null };
export type ChartSeries = { key: 'appointments' | 'questions'; name: string; color: string };

/** A round top for the axis: 1, 2, 5 or 10 times a power of ten, at least the largest value. */
export function axisTop(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 5, 10].map((step) => step * power).find((top) => top >= max) ?? 10 * power;
}

/**
 * The dashboard's bars of requests and questions per week, drawn as HTML boxes in the server's
 * render (no chart library: recharts alone was about 109 KiB gzipped of the business area's
 * 150 KiB budget, for twelve pairs of bars; docs/decisions.md). Decoration for the eye: the
 * figure around it gives the same numbers as a table, so it is hidden from assistive technology;
 * each bar's title shows its number on hover.
 */
export function WeeklyChart({ weeks, series }: { weeks: ChartWeek[]; series: ChartSeries[] }) {
  const top = axisTop(Math.max(0, ...weeks.flatMap((week) => series.map((line) => week[line.key] ?? 0))));
  // Every label where there is room: on a phone every third week, from 640 px every week.
  const labelClass = (index: number) => (index % 3 === 0 ? '' : 'hidden sm:block');
  return (
    <div className="flex h-full flex-col gap-2" data-chart="weekly">
      <div className="flex min-h-0 flex-1 gap-2">
        <div className="flex w-8 shrink-0 flex-col justify-between text-right text-xs text-ink">
          <span>{top}</span>
          <span>{top / 2 === Math.round(top / 2) ? top / 2 : ''}</span>
          <span>0</span>
        </div>
        <div className="relative flex flex-1 items-end gap-1 border-b border-l border-slate-400 px-1">
          <div className="pointer-events-none absolute inset-x-0 top-0 border-t border-dashed border-slate-300" />
          <div className="pointer-events-none absolute inset-x-0 top-1/2 border-t border-dashed border-slate-300" />
          {weeks.map((week) => (
            <div key={week.label} className="relative flex h-full flex-1 items-end justify-center gap-px">
              {series.map((line) => {
                const value = week[line.key] ?? 0;
                return (
                  <div
                    key={line.key}
                    title={`${week.label} · ${line.name}: ${value}`}
                    className="w-full max-w-4 rounded-t-sm"
                    style={{ height: `${(value / top) * 100}%`, minHeight: value > 0 ? 2 : 0, backgroundColor: line.color }}
                  />
                );
              })}
            </div>
          ))}
        </div>
      </div>
      <div className="flex gap-2 pl-10 pr-1">
        {weeks.map((week, index) => (
          <span key={week.label} className={`min-w-0 flex-1 truncate text-center text-xs text-ink ${labelClass(index)}`}>
            {week.label}
          </span>
        ))}
      </div>
      <ul className="flex flex-wrap justify-center gap-4 text-sm">
        {series.map((line) => (
          <li key={line.key} className="flex items-center gap-2">
            <span className="inline-block size-3 rounded-sm" style={{ backgroundColor: line.color }} />
            {line.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
