/**
 * One section drawn with recharts. Only the statistics route imports this file, so recharts stays in
 * that lazy chunk. The chart is hidden from assistive technology: the table beside it carries the same
 * figures (statistics-table.tsx).
 */
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { STATISTICS_MEASURES, type StatisticsSection } from '@siloker/shared/schemas/statistics-constants';
import { ID_LOCALE } from '@siloker/shared/format/index';
import { formatCount } from './format.ts';

export type StatisticsRowValues = { key: string; label: string } & Record<string, string | number>;

/** The portal's colours (global.css), one per measure of a section. */
const COLORS = ['#0b4f6c', '#f2b705', '#067647'];

const shortMonth = new Intl.DateTimeFormat(ID_LOCALE, { month: 'short', year: '2-digit', timeZone: 'UTC' });
/** 'Jan 26' under a month's column. */
const monthTick = (key: string) => shortMonth.format(new Date(`${key}-01T00:00:00Z`));

/** Long business-field names cut to fit a phone's width; the table has them whole. */
const LABEL_CHARS = 22;
const categoryTick = (label: string) =>
  label.length > LABEL_CHARS ? `${label.slice(0, LABEL_CHARS - 1).trimEnd()}…` : label;

const BAR_ROW_PX = 30;

export function StatisticsChart({
  section,
  rows,
}: {
  section: StatisticsSection;
  rows: StatisticsRowValues[];
}) {
  const measures = section.measures;
  const tooltip = (
    <Tooltip
      formatter={(value, name) => [formatCount(Number(value)), String(name)]}
      labelFormatter={(label) => String(label)}
    />
  );
  const bars = measures.map((m, i) => (
    <Bar
      key={m}
      dataKey={m}
      name={STATISTICS_MEASURES[m]}
      fill={COLORS[i % COLORS.length]}
      isAnimationActive={false}
    />
  ));

  if (section.chart === 'months') {
    return (
      <ResponsiveContainer width="100%" height={280}>
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="key" tickFormatter={monthTick} tick={{ fontSize: 12 }} />
          <YAxis allowDecimals={false} tickFormatter={formatCount} width={48} tick={{ fontSize: 12 }} />
          {tooltip}
          <Legend wrapperStyle={{ fontSize: 13 }} />
          {bars}
        </BarChart>
      </ResponsiveContainer>
    );
  }

  // Categories as horizontal bars: only those with a figure, so a chart of 22 fields stays readable.
  const shown = rows.filter((r) => measures.some((m) => Number(r[m]) > 0));
  return (
    <ResponsiveContainer
      width="100%"
      height={Math.max(120, shown.length * BAR_ROW_PX * measures.length + 60)}
    >
      <BarChart
        data={shown}
        layout="vertical"
        margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tickFormatter={formatCount} tick={{ fontSize: 12 }} />
        <YAxis
          type="category"
          dataKey="label"
          width={130}
          tickFormatter={categoryTick}
          tick={{ fontSize: 12 }}
        />
        {tooltip}
        {measures.length > 1 ? <Legend wrapperStyle={{ fontSize: 13 }} /> : null}
        {bars}
      </BarChart>
    </ResponsiveContainer>
  );
}
