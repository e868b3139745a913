// One chart of /insights: grouped bars drawn with visx (SVG, so the chart is a named image to assistive technology),
// sized to its container so the axes stay readable on a 375 px phone, and a table of the same numbers on demand.
// visx was chosen over recharts after measuring both (see the commit): 23 KiB gzip for bars and axes against 104.
import { useEffect, useId, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { HIDE_TABLE, SHOW_TABLE } from './messages';
import { NO_SHIFTS } from '../../domain/insights';

export interface ChartSeries {
  name: string;
  /** a colour with at least 3:1 contrast on the light and the dark theme's card (WCAG 1.4.11) */
  color: string;
}

export interface ChartRow {
  label: string;
  /**
   * one per series, in its order; null: nothing to measure (a week without shifts has no fill rate): no bar, and the
   * table says so
   */
  values: (number | null)[];
}

/** Blue and amber, each 3:1 or more against both themes' card backgrounds. */
export const SERIES_COLORS = ['#2a78d6', '#b35c00'] as const;

const HEIGHT = 240;
const MARGIN = { top: 12, right: 8, bottom: 58, left: 60 };

/** The container's width, followed as it changes (a phone turned, the sidebar folded). */
function useWidth<T extends HTMLElement>(): [React.RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    const observer = new ResizeObserver(([entry]) => entry && setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

export function BarChart({
  title,
  rows,
  series,
  format,
  axisFormat = format,
  integer = false,
  maxValue,
}: {
  title: string;
  rows: ChartRow[];
  series: ChartSeries[];
  /** how a value reads in the table (and on the axis, unless axisFormat says otherwise) */
  format: (value: number) => string;
  /** a shorter form for the value axis (whole dollars) */
  axisFormat?: (value: number) => string;
  /** counts: only whole numbers on the value axis */
  integer?: boolean;
  /** the top of the value axis when it is fixed (a rate's 100%) */
  maxValue?: number;
}) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const top = maxValue ?? Math.max(1, ...rows.flatMap((r) => r.values.map((v) => v ?? 0)));
  const read = (v: number | null) => (v === null ? NO_SHIFTS : format(v));
  const x = scaleBand({ domain: rows.map((r) => r.label), range: [0, innerWidth], padding: 0.25 });
  const inner = scaleBand({ domain: series.map((_, i) => i), range: [0, x.bandwidth()], padding: 0.1 });
  const y = scaleLinear({ domain: [0, top], range: [innerHeight, 0], nice: true });
  const valueTicks = y.ticks(4).filter((v) => !integer || Number.isInteger(v));
  // a label needs about 34 px: on a phone every other week (or fewer) is named
  const every = Math.max(1, Math.ceil((rows.length * 34) / Math.max(1, innerWidth)));
  const summary = rows
    .map((r) => `${r.label}: ${series.map((s, i) => `${s.name} ${read(r.values[i] ?? null)}`).join(', ')}`)
    .join('; ');

  return (
    <figure className="mb-0">
      <figcaption className="d-flex align-items-center gap-2 mb-1">
        <span className="fw-semibold me-auto">{title}</span>
        <Button
          size="sm"
          variant="link"
          className="p-0 text-nowrap"
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable((v) => !v)}
        >
          {showTable ? HIDE_TABLE : SHOW_TABLE}
        </Button>
      </figcaption>
      {series.length > 1 && (
        <ul className="list-inline small mb-1" aria-hidden="true">
          {series.map((s) => (
            <li key={s.name} className="list-inline-item">
              <span className="d-inline-block me-1 rounded-1" style={{ width: 10, height: 10, background: s.color }} />
              {s.name}
            </li>
          ))}
        </ul>
      )}
      <div ref={ref} style={{ width: '100%', height: HEIGHT }}>
        {width > 0 && (
          <svg width={width} height={HEIGHT} role="img" aria-label={`${title}. ${summary}`}>
            <Group left={MARGIN.left} top={MARGIN.top}>
              {rows.map((row) =>
                series.map((s, i) => {
                  const value = row.values[i] ?? null;
                  if (value === null) return null;
                  const barHeight = innerHeight - (y(value) ?? innerHeight);
                  return (
                    <Bar
                      key={`${row.label}-${s.name}`}
                      x={(x(row.label) ?? 0) + (inner(i) ?? 0)}
                      y={innerHeight - barHeight}
                      width={inner.bandwidth()}
                      height={barHeight}
                      fill={s.color}
                    />
                  );
                }),
              )}
              <AxisLeft
                scale={y}
                tickValues={valueTicks}
                tickFormat={(v) => axisFormat(Number(v))}
                stroke="currentColor"
                tickStroke="currentColor"
                tickLabelProps={{ fill: 'currentColor', fontSize: 12, textAnchor: 'end', dx: -4, dy: 4 }}
              />
              <AxisBottom
                top={innerHeight}
                scale={x}
                stroke="currentColor"
                tickStroke="currentColor"
                tickValues={rows.map((r) => r.label).filter((_, i) => i % every === 0)}
                // long labels (a cancellation reason) wrap within their band rather than run into the next
                tickLabelProps={{
                  fill: 'currentColor',
                  fontSize: 12,
                  textAnchor: 'middle',
                  verticalAnchor: 'start',
                  width: x.step() * every,
                }}
              />
            </Group>
          </svg>
        )}
      </div>
      <div id={tableId} hidden={!showTable}>
        {showTable && (
          <Table size="sm" className="mt-2 mb-0" aria-label={title}>
            <thead>
              <tr>
                <th scope="col" />
                {series.map((s) => (
                  <th key={s.name} scope="col" className="text-end">
                    {s.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  {series.map((s, i) => (
                    <td key={s.name} className="text-end">
                      {read(row.values[i] ?? null)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </div>
    </figure>
  );
}
