import { longForm } from '@northgate/lending-flows';
import { formatUsdWhole } from '@northgate/loan-math';
import { Card, visuallyHidden } from '@northgate/ui';
import type { FlowValues } from '@northgate/form-engine/core';
import { Link } from '@tanstack/react-router';
import { signedDollars } from '../figures.tsx';
import * as styles from '../steps.css.ts';
import * as summaryStyles from './long-form.css.ts';

/** The Change link of a line: to the step the figure comes from. */
function ChangeLinks({ line }: { line: longForm.StatementLine }) {
  return (
    <span className={summaryStyles.changeLinks}>
      {line.sources.map((source) => (
        <Link key={source} to="/longForm/$step" params={{ step: source }}>
          Change {longForm.statementSources[source]}
          <span className={visuallyHidden}> for {line.label.toLowerCase()}</span>
        </Link>
      ))}
    </span>
  );
}

function StatementTable({
  caption,
  lines,
  totalLabel,
  total,
}: {
  caption: string;
  lines: readonly longForm.StatementLine[];
  totalLabel: string;
  total: number;
}) {
  return (
    <table className={summaryStyles.statementTable}>
      <caption className={summaryStyles.statementCaption}>{caption}</caption>
      <thead className={visuallyHidden}>
        <tr>
          <th scope="col">Line</th>
          <th scope="col">Amount</th>
          <th scope="col">Change</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.key}>
            <th scope="row" className={summaryStyles.statementCell}>
              {line.label}
            </th>
            <td className={summaryStyles.statementAmount}>{formatUsdWhole(line.amount)}</td>
            <td className={summaryStyles.statementCell}>
              <ChangeLinks line={line} />
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className={summaryStyles.statementTotal}>
          <th scope="row" className={summaryStyles.statementCell}>
            {totalLabel}
          </th>
          <td className={summaryStyles.statementAmount}>{formatUsdWhole(total)}</td>
          <td className={summaryStyles.statementCell} />
        </tr>
      </tfoot>
    </table>
  );
}

/**
 * The personal financial statement before the signature, shaped like page 1 of SBA Form 413:
 * assets and liabilities side by side with their totals and the net worth, then the sources of
 * income and contingent liabilities. Each line links to the step its figure comes from.
 */
export function FinancialStatementSummary({ values }: { values: FlowValues }) {
  const statement: longForm.PersonalFinancialStatement = longForm.financialStatement(values);
  return (
    <Card title="Your personal financial statement" headingLevel={2} as="section">
      <div className={styles.group}>
        <p className={styles.note}>
          Worked out from your answers, in whole dollars. To correct a figure, change it on its step and come
          back here.
        </p>
        <div className={summaryStyles.statementColumns}>
          <StatementTable
            caption="Assets"
            lines={statement.assets}
            totalLabel="Total assets"
            total={statement.totalAssets}
          />
          <StatementTable
            caption="Liabilities"
            lines={statement.liabilities}
            totalLabel="Total liabilities"
            total={statement.totalLiabilities}
          />
        </div>
        <p className={summaryStyles.netWorth}>
          Net worth (total assets less total liabilities): {signedDollars(statement.netWorth)}
        </p>
        <div className={summaryStyles.statementColumns}>
          <StatementTable
            caption="Source of income, per year"
            lines={statement.income}
            totalLabel="Total income"
            total={statement.totalIncome}
          />
          <StatementTable
            caption="Contingent liabilities"
            lines={statement.contingentLiabilities}
            totalLabel="Total contingent liabilities"
            total={statement.totalContingentLiabilities}
          />
        </div>
      </div>
    </Card>
  );
}
