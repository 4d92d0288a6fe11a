/** The borrower's rehab budget editor: the scope of work line by line until it is approved. */
import { errorMessage } from '@northgate/api-client';
import {
  REHAB_CATEGORIES,
  REHAB_CATEGORY_LABELS,
  REHAB_LIMITS,
  centsToDollars,
  dollarsToCents,
  type Rehab,
  type RehabCategory,
  type SaveRehabBudget,
} from '@northgate/contracts';
import {
  Button,
  ErrorSummary,
  FormAlert,
  MoneyField,
  Select,
  TextField,
  type ErrorSummaryItem,
} from '@northgate/ui';
import { useState } from 'react';
import * as listStyles from '../applications/applications.css.ts';
import { money, sumCents } from './rehab-money.ts';
import * as rehabStyles from './rehab.css.ts';

interface LineDraft {
  key: number;
  category: string;
  description: string;
  amount: string;
}
let lineCounter = 0;
const newLine = (): LineDraft => ({ key: ++lineCounter, category: '', description: '', amount: '' });

/** The borrower's scope of work: a line per piece of work, until the loan officer approves it. */
export function BudgetEditor({
  rehab,
  onSave,
}: {
  readonly rehab: Rehab;
  readonly onSave: (body: SaveRehabBudget) => Promise<void>;
}) {
  const [lines, setLines] = useState<LineDraft[]>(() =>
    rehab.budget.lines.length === 0
      ? [newLine()]
      : rehab.budget.lines.map((line) => ({
          key: ++lineCounter,
          category: line.category,
          description: line.description,
          amount: centsToDollars(line.requested_cents),
        })),
  );
  const [errors, setErrors] = useState<ErrorSummaryItem[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState('');
  const [busy, setBusy] = useState(false);
  const errorFor = (fieldId: string) => errors.find((error) => error.fieldId === fieldId)?.message;
  const change = (key: number, patch: Partial<LineDraft>) =>
    setLines((before) => before.map((line) => (line.key === key ? { ...line, ...patch } : line)));

  const submit = async () => {
    setProblem(null);
    setSaved('');
    const found: ErrorSummaryItem[] = [];
    lines.forEach((line, index) => {
      const n = index + 1;
      if (!line.category)
        found.push({
          fieldId: `rehab-line-${line.key}-category`,
          message: `Line ${n}: choose the kind of work`,
        });
      if (!line.description.trim()) {
        found.push({
          fieldId: `rehab-line-${line.key}-description`,
          message: `Line ${n}: describe the work`,
        });
      }
      const cents = dollarsToCents(line.amount);
      if (cents === undefined || cents === 0) {
        found.push({
          fieldId: `rehab-line-${line.key}-amount`,
          message: `Line ${n}: enter the cost in dollars and cents`,
        });
      }
    });
    setErrors(found);
    setAttempt((n) => n + 1);
    if (found.length > 0) return;
    setBusy(true);
    try {
      await onSave({
        lines: lines.map((line) => ({
          category: line.category as RehabCategory,
          description: line.description.trim(),
          amount_cents: dollarsToCents(line.amount) ?? 0,
        })),
      });
      setSaved('Your budget is saved. Your loan officer will review it.');
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const total = sumCents(lines.map((line) => dollarsToCents(line.amount) ?? 0));
  return (
    <form
      className={rehabStyles.form}
      aria-labelledby="budget-editor-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 id="budget-editor-title" className={listStyles.itemTitle}>
        Your scope of work
      </h3>
      <p className={listStyles.paragraph}>
        List the work you plan, one line each, with what it will cost. You can change it until your loan
        officer approves it; the loan holds back the approved amount and pays it out in draws as the work is
        done.
      </p>
      <ErrorSummary errors={errors} focusKey={attempt} />
      <ol className={listStyles.list} aria-label="Budget lines">
        {lines.map((line, index) => (
          <li key={line.key} className={rehabStyles.lineRow}>
            <Select
              id={`rehab-line-${line.key}-category`}
              name={`rehab-line-${line.key}-category`}
              label={`Line ${index + 1}: kind of work`}
              options={REHAB_CATEGORIES.map((category) => ({
                value: category,
                label: REHAB_CATEGORY_LABELS[category],
              }))}
              placeholder="Choose the work"
              value={line.category}
              onValueChange={(category) => change(line.key, { category })}
              error={errorFor(`rehab-line-${line.key}-category`)}
            />
            <TextField
              id={`rehab-line-${line.key}-description`}
              name={`rehab-line-${line.key}-description`}
              label={`Line ${index + 1}: description`}
              value={line.description}
              onValueChange={(description) => change(line.key, { description })}
              error={errorFor(`rehab-line-${line.key}-description`)}
              allowPaste
            />
            <MoneyField
              id={`rehab-line-${line.key}-amount`}
              name={`rehab-line-${line.key}-amount`}
              label={`Line ${index + 1}: cost`}
              decimal
              value={line.amount}
              onValueChange={(amount) => change(line.key, { amount })}
              error={errorFor(`rehab-line-${line.key}-amount`)}
              allowPaste
            />
            {lines.length > 1 && (
              <div>
                <Button
                  variant="secondary"
                  onClick={() => setLines((before) => before.filter((other) => other.key !== line.key))}
                >
                  Remove line {index + 1}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ol>
      <p className={listStyles.paragraph}>Total: {money(total)}</p>
      <FormAlert message={problem} />
      <p role="status" className={listStyles.paragraph}>
        {saved}
      </p>
      <div className={listStyles.actions}>
        {lines.length < REHAB_LIMITS.lines && (
          <Button variant="secondary" onClick={() => setLines((before) => [...before, newLine()])}>
            Add a line
          </Button>
        )}
        <Button type="submit" loading={busy}>
          Save budget
        </Button>
      </div>
    </form>
  );
}
