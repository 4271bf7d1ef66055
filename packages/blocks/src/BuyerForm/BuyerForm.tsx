import {
  BUYER_FIELD_MAX_LENGTH,
  type BuyerCountry,
  type BuyerField,
  type BuyerValues,
  buyerCountries,
  buyerFieldIssue,
  buyerFields,
  civilities,
  SPECIAL_REQUEST_MAX,
} from '@escale/domain';
import { marketOf, useLocale, useT } from '@escale/i18n';
import { Select, TextField, type TextFieldProps } from '@escale/ui';
import { CircleAlert } from '@escale/ui/icons';
import { type FocusEvent, useId, useMemo, useRef, useState } from 'react';
import { EmailSuggestion } from '../EmailSuggestion';
import { issueMessage } from '../fieldIssues';
import { fieldError } from '../styles/fieldMessages.css';
import { bareFieldset } from '../styles/fieldset.css';
import { leadingIcon } from '../styles/itemList.css';
import * as styles from './BuyerForm.css';

export interface BuyerFormProps {
  /** What the buyer typed before (a server round trip) or what the account knows. */
  defaultValues?: BuyerValues;
  /** Errors from the server, already translated; each one shows until its field is edited. */
  errors?: Partial<Record<BuyerField, string>>;
  /** The market's country, chosen in the country list when `defaultValues` has none. */
  defaultCountry?: BuyerCountry;
  /**
   * Shows every client-side error at once, without waiting for each field's blur. The checkout form
   * sets it when its submit finds errors with the domain's `validateBuyer(values)`, then focuses
   * `firstInvalidBuyerField(errors)`.
   */
  showAllErrors?: boolean;
}

type TextBuyerField = Exclude<BuyerField, 'civility' | 'country' | 'specialRequest'>;

const TEXT_FIELDS: Record<
  TextBuyerField,
  Pick<TextFieldProps, 'autoComplete' | 'inputMode' | 'type'> & { label: `buyerForm.${TextBuyerField}` }
> = {
  firstName: { label: 'buyerForm.firstName', autoComplete: 'given-name' },
  lastName: { label: 'buyerForm.lastName', autoComplete: 'family-name' },
  // A text input with the email keyboard: the browser's own check would block the form's submit.
  email: { label: 'buyerForm.email', autoComplete: 'email', inputMode: 'email' },
  phoneNumber: { label: 'buyerForm.phoneNumber', autoComplete: 'tel', type: 'tel', inputMode: 'tel' },
  addressLine: { label: 'buyerForm.addressLine', autoComplete: 'street-address' },
  postalCode: { label: 'buyerForm.postalCode', autoComplete: 'postal-code' },
  city: { label: 'buyerForm.city', autoComplete: 'address-level2' },
};

function initialValues(defaultValues: BuyerValues, defaultCountry: string): Record<BuyerField, string> {
  const values = Object.fromEntries(buyerFields.map((field) => [field, defaultValues[field] ?? '']));
  return { ...values, country: defaultValues.country || defaultCountry } as Record<BuyerField, string>;
}

/**
 * The buyer's part of the checkout form (G-61; 002 §3 Order request, §5 "Email suggestions",
 * "Input status", "Postal code"; S-342, S-416, S-420…S-424): civility, first and last name, email,
 * phone, address, postal code (at most 20 characters), city and country, then an optional special
 * request with a character counter. It renders fields of the page's `<form>`, named as the order
 * action reads them, each with its autocomplete token.
 *
 * Each field shows success or error once left: "Mandatory field" when empty, "Only text is
 * expected", "Email seems incorrect" or "Phone number seems incorrect". After the email is left, a
 * misspelt provider gets "You mean @gmail.com?", a button that applies it. One column on mobile;
 * from the tablet breakpoint the names and postal code with city sit side by side.
 */
export function BuyerForm({
  defaultValues = {},
  errors,
  defaultCountry,
  showAllErrors = false,
}: BuyerFormProps) {
  const t = useT();
  const locale = useLocale();
  const { tag, country: marketCountry } = marketOf(locale);
  const rootRef = useRef<HTMLDivElement>(null);
  const legendId = useId();
  const civilityErrorId = useId();
  const [values, setValues] = useState(() =>
    initialValues(defaultValues, defaultCountry ?? (marketCountry as BuyerCountry)),
  );
  const [civilityTouched, setCivilityTouched] = useState(false);
  const [emailLeft, setEmailLeft] = useState(false);
  // Server errors show until their field is edited; a new answer brings them back.
  // Compared by content: a page passing a new but equal object does not bring them back.
  const errorsKey = JSON.stringify(errors ?? {});
  const [seenErrorsKey, setSeenErrorsKey] = useState(errorsKey);
  const [edited, setEdited] = useState<ReadonlySet<BuyerField>>(new Set());
  if (seenErrorsKey !== errorsKey) {
    setSeenErrorsKey(errorsKey);
    setEdited(new Set());
  }

  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([tag], { type: 'region' });
    const collator = new Intl.Collator(tag);
    return buyerCountries
      .map((code) => ({ value: code, label: names.of(code) ?? code }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [tag]);

  const set = (field: BuyerField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (!edited.has(field)) setEdited(new Set(edited).add(field));
  };
  const serverError = (field: BuyerField) => (edited.has(field) ? undefined : errors?.[field]);
  const clientError = (field: BuyerField) => {
    const issue = buyerFieldIssue(field, values[field]);
    return issue ? t(issueMessage(issue)) : undefined;
  };
  /** A field's error shown at once: the server's, or every client one after a failed submit. */
  const shownError = (field: BuyerField) =>
    serverError(field) ?? (showAllErrors ? clientError(field) : undefined);

  const applySuggestion = (email: string) => {
    set('email', email);
    rootRef.current?.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
  };

  const civilityError =
    serverError('civility') ?? (showAllErrors || civilityTouched ? clientError('civility') : undefined);
  const countryError = serverError('country');

  const textField = (field: TextBuyerField) => {
    const { label, ...input } = TEXT_FIELDS[field];
    return (
      <TextField
        {...input}
        label={t(label)}
        name={field}
        isRequired
        maxLength={BUYER_FIELD_MAX_LENGTH[field]}
        value={values[field]}
        onChange={(value) => set(field, value)}
        onBlur={field === 'email' ? () => setEmailLeft(true) : undefined}
        validate={(value) => {
          const issue = buyerFieldIssue(field, value);
          return issue && issue !== 'MANDATORY' ? t(issueMessage(issue)) : null;
        }}
        errorMessage={shownError(field)}
        description={field === 'email' ? t('buyerForm.emailHint') : undefined}
      />
    );
  };

  return (
    <div ref={rootRef} className={styles.root}>
      <fieldset className={bareFieldset} aria-labelledby={legendId}>
        <legend id={legendId} className={styles.legend}>
          {t('buyerForm.title')}
        </legend>
        <div className={styles.grid}>
          <fieldset
            className={styles.civility}
            aria-describedby={civilityError ? civilityErrorId : undefined}
            data-invalid={civilityError ? true : undefined}
            onBlur={(event: FocusEvent<HTMLFieldSetElement>) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setCivilityTouched(true);
            }}
          >
            <legend className={styles.civilityLegend}>{t('buyerForm.civility')}</legend>
            <div className={styles.civilityOptions}>
              {civilities.map((civility) => (
                <label key={civility} className={styles.radioLabel}>
                  <input
                    type="radio"
                    name="civility"
                    value={civility}
                    className={styles.radio}
                    checked={values.civility === civility}
                    onChange={() => set('civility', civility)}
                    aria-invalid={civilityError ? true : undefined}
                  />
                  {t(`buyerForm.civility${civility}`)}
                </label>
              ))}
            </div>
            {civilityError ? (
              <p id={civilityErrorId} className={fieldError}>
                <CircleAlert size={16} className={leadingIcon} aria-hidden="true" />
                {civilityError}
              </p>
            ) : null}
          </fieldset>
          <div className={styles.half}>{textField('firstName')}</div>
          <div className={styles.half}>{textField('lastName')}</div>
          <div className={styles.full}>
            {textField('email')}
            <EmailSuggestion email={values.email} isShown={emailLeft} onApply={applySuggestion} />
          </div>
          <div className={styles.full}>{textField('phoneNumber')}</div>
          <div className={styles.full}>{textField('addressLine')}</div>
          <div className={styles.half}>{textField('postalCode')}</div>
          <div className={styles.half}>{textField('city')}</div>
          {/* The select takes no error: a server error shows as its description, in the error colour. */}
          <div className={styles.full} data-invalid={countryError ? true : undefined}>
            <Select
              label={t('buyerForm.country')}
              name="country"
              autoComplete="country"
              isRequired
              options={countries}
              value={values.country}
              onChange={(value) => set('country', value)}
              description={countryError}
            />
          </div>
        </div>
      </fieldset>
      <TextField
        label={t('buyerForm.specialRequest')}
        description={t('buyerForm.specialRequestHint')}
        name="specialRequest"
        autoComplete="off"
        isOptional
        multiline
        rows={3}
        maxLength={SPECIAL_REQUEST_MAX}
        value={values.specialRequest}
        onChange={(value) => set('specialRequest', value)}
        errorMessage={serverError('specialRequest')}
      />
    </div>
  );
}
