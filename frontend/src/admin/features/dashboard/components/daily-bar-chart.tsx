import { Box, chakra, Text } from '@chakra-ui/react';

export interface DailyFigure {
  /** `2025-01-31`. */
  date: string;
  value: number;
}

interface DailyBarChartProps {
  /** What the chart shows, for screen readers and the caption. */
  title: string;
  figures: readonly DailyFigure[];
  format: (value: number) => string;
}

const WIDTH = 600;
const HEIGHT = 160;
const GAP = 2;

const dayLabel = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** `2025-01-31` as "31 Jan" (the date is already India's day: it is formatted as given). */
function formatDay(date: string): string {
  const time = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(time.getTime()) ? date : dayLabel.format(time);
}

/**
 * A bar per day, drawn as SVG (no chart library in the bundle). Each bar has a tooltip, and the
 * same figures are in a visually hidden table for screen readers.
 */
export function DailyBarChart({ title, figures, format }: DailyBarChartProps) {
  const highest = Math.max(0, ...figures.map((figure) => figure.value));
  const barWidth = figures.length > 0 ? WIDTH / figures.length : WIDTH;

  return (
    <Box as="figure" m="0">
      <chakra.svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} w="full" h="40" aria-hidden="true" preserveAspectRatio="none">
        {figures.map((figure, index) => {
          const height = highest > 0 ? Math.max((figure.value / highest) * HEIGHT, figure.value > 0 ? 2 : 0) : 0;
          return (
            <chakra.rect
              key={figure.date}
              x={index * barWidth + GAP / 2}
              y={HEIGHT - height}
              width={Math.max(barWidth - GAP, 1)}
              height={height}
              fill="brand.500"
            >
              <title>{`${formatDay(figure.date)}: ${format(figure.value)}`}</title>
            </chakra.rect>
          );
        })}
      </chakra.svg>
      <Text as="figcaption" fontSize="sm" color="fg.muted" display="flex" justifyContent="space-between">
        <span>{figures.length > 0 ? formatDay(figures[0].date) : ''}</span>
        <span>{title}</span>
        <span>{figures.length > 0 ? formatDay(figures[figures.length - 1].date) : ''}</span>
      </Text>
      <chakra.table srOnly>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          {figures.map((figure) => (
            <tr key={figure.date}>
              <td>{formatDay(figure.date)}</td>
              <td>{format(figure.value)}</td>
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}
