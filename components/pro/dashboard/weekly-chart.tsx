'use client';

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export type ChartWeek = { label: string; appointments: number | null; questions: number | null };
export type ChartSeries = { key: 'appointments' | 'questions'; name: string; color: string };

/**
 * The dashboard's bars of requests and questions per week (recharts, loaded with the dashboard
 * only). Decoration for the eye: the figure around it gives the same numbers as a table, so the
 * chart is hidden from assistive technology and takes no keyboard focus.
 */
export default function WeeklyChart({ weeks, series }: { weeks: ChartWeek[]; series: ChartSeries[] }) {
  return (
    <ResponsiveContainer width="100%" height={260}>
      <BarChart data={weeks} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#cbd5e1" />
        <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#374151' }} interval="preserveStartEnd" minTickGap={8} />
        <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#374151' }} width={48} />
        <Tooltip cursor={{ fill: '#f0fdfa' }} />
        <Legend wrapperStyle={{ fontSize: 14 }} itemSorter={null} />
        {series.map((line) => (
          <Bar key={line.key} dataKey={line.key} name={line.name} fill={line.color} radius={[3, 3, 0, 0]} isAnimationActive={false} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
