import { formatUsdWhole, type YearRow } from '@northgate/loan-math';
import * as styles from './calculator.css.ts';

const { width: W, height: H } = styles.CHART_SIZE;
const PAD = { left: 64, right: 12, top: 12, bottom: 28 };

/**
 * Hand-written SVG (no chart library): the balance at the end of each loan year as a line, and each
 * year's principal and interest as stacked bars on the same dollar axis scaled separately. The
 * yearly table carries the same numbers as text; the legend is ScheduleView's, on screen while this
 * chunk loads.
 */
export function ScheduleChart({ years, loanCents }: { years: readonly YearRow[]; loanCents: number }) {
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const maxBar = Math.max(...years.map((y) => y.interest + y.principal), 1);
  const step = innerW / years.length;
  const barW = Math.max(1, step * 0.7);
  const yBalance = (cents: number) => PAD.top + innerH - (cents / loanCents) * innerH;
  const yBar = (cents: number) => (cents / maxBar) * innerH;
  const points = [
    `${PAD.left},${yBalance(loanCents)}`,
    ...years.map((y, i) => `${PAD.left + step * (i + 1)},${yBalance(y.endBalance)}`),
  ].join(' ');
  const ticks = [0, 0.25, 0.5, 0.75, 1];
  const labelEvery = Math.ceil(years.length / 10);
  const half = years[Math.floor(years.length / 2)];
  const summary = `Balance falls from ${formatUsdWhole(loanCents / 100)} to $0 over ${years.length} years. In year 1, ${formatUsdWhole((years[0]?.interest ?? 0) / 100)} goes to interest and ${formatUsdWhole((years[0]?.principal ?? 0) / 100)} to principal${half ? `; by year ${half.loanYear}, ${formatUsdWhole(half.interest / 100)} to interest and ${formatUsdWhole(half.principal / 100)} to principal` : ''}.`;
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={`Chart of balance and principal versus interest. ${summary}`}
    >
      {ticks.map((t) => (
        <g key={t}>
          <line
            x1={PAD.left}
            x2={W - PAD.right}
            y1={PAD.top + innerH * (1 - t)}
            y2={PAD.top + innerH * (1 - t)}
            stroke={styles.chartColors.grid}
          />
          <text
            x={PAD.left - 6}
            y={PAD.top + innerH * (1 - t) + 4}
            textAnchor="end"
            fontSize="11"
            fill={styles.chartColors.text}
          >
            {formatUsdWhole((loanCents * t) / 100)}
          </text>
        </g>
      ))}
      {years.map((y, i) => {
        const x = PAD.left + step * i + (step - barW) / 2;
        const hi = yBar(y.interest);
        const hp = yBar(y.principal);
        return (
          <g key={y.loanYear}>
            <rect
              x={x}
              y={PAD.top + innerH - hp}
              width={barW}
              height={hp}
              fill={styles.chartColors.principal}
            />
            <rect
              x={x}
              y={PAD.top + innerH - hp - hi}
              width={barW}
              height={hi}
              fill={styles.chartColors.interest}
            />
            {(i % labelEvery === 0 || i === years.length - 1) && (
              <text
                x={x + barW / 2}
                y={H - 8}
                textAnchor="middle"
                fontSize="11"
                fill={styles.chartColors.text}
              >
                {y.loanYear}
              </text>
            )}
          </g>
        );
      })}
      <polyline points={points} fill="none" stroke={styles.chartColors.balance} strokeWidth="3" />
    </svg>
  );
}
