import type { IssueCode } from '@escale/domain';
import { type FormEvent, useRef, useState } from 'react';

export interface SingleFieldOptions {
  /** The value typed before a round trip to the server. */
  defaultValue: string;
  /** The browser's own check of the value. */
  issueOf: (value: string) => IssueCode | null;
  /** The server's issue with `defaultValue`, shown until the value changes. */
  serverIssue: IssueCode | null;
  /** Called with a form whose value passed the check; without it the form posts itself. */
  onSubmit?: (form: HTMLFormElement) => void;
}

/**
 * A form of one field: checked once left with something typed, and on Send, which keeps the form
 * and gives the field the focus while it has an issue.
 */
export function useSingleField({ defaultValue, issueOf, serverIssue, onSubmit }: SingleFieldOptions) {
  const [value, setValue] = useState(defaultValue);
  const [checked, setChecked] = useState(false);
  const fieldRef = useRef<HTMLDivElement>(null);
  const focusField = () => fieldRef.current?.querySelector('input')?.focus();
  const issue = (checked ? issueOf(value) : null) ?? (value === defaultValue ? serverIssue : null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    setChecked(true);
    if (issueOf(value)) {
      event.preventDefault();
      focusField();
      return;
    }
    if (onSubmit) {
      event.preventDefault();
      onSubmit(event.currentTarget);
    }
  };

  const field = {
    value,
    onChange: (next: string) => {
      setValue(next);
      setChecked(false);
    },
    onBlur: () => setChecked(value.trim() !== ''),
  };

  return { issue, field, fieldRef, focusField, submit };
}
