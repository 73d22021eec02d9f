/**
 * The admin forms' labelled controls, each taking a bound field (`{...bind("slug")}`, see
 * bind-field.ts) plus its label: Field wires the id, aria-invalid, aria-describedby and the
 * error; the control gets the usual look, red when invalid. Any other attribute (type, dir,
 * rows, required) passes through to the control.
 */
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react";
import type { FieldBinding } from "./bind-field.ts";
import { controlClass, Field } from "./field.tsx";
import { ARABIC_FONT, ARABIC_INPUT, ENGLISH_INPUT } from "./language-fields.tsx";

type Frame = {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the field and not read as its description (a preview, an upload button). */
  after?: ReactNode;
  /** The classes of the field's wrapper (its place in the grid). */
  className?: string;
};

type Written = {
  /** A text in one language: English left to right, Arabic right to left in the Arabic font. */
  language?: "en" | "ar";
  /** Classes of the control beyond the usual look (a narrow number box). */
  controlClassName?: string;
};

/** What binding, frame and language set; the rest of the element's attributes pass through. */
type Own = keyof FieldBinding | keyof Frame | keyof Written | "lang" | "children";

/** The control's own attributes: language, then the look, with the bound field's state. */
function controlProps(
  { name, value, onChange, error }: Omit<FieldBinding, "id">,
  { language, controlClassName }: Written,
) {
  const look = [controlClass(!!error), language === "ar" && ARABIC_FONT, controlClassName].filter(Boolean).join(" ");
  const written = language === "ar" ? ARABIC_INPUT : language === "en" ? ENGLISH_INPUT : {};
  return { ...written, name, value, onChange, className: look };
}

type InputProps = FieldBinding & Frame & Written & Omit<InputHTMLAttributes<HTMLInputElement>, Own>;

/** A labelled text input (or date, number, email…: `type` passes through). */
export function InputField(props: InputProps) {
  const { id, name, value, onChange, error, label, hint, after, className, language, controlClassName, ...rest } =
    props;
  const own = controlProps({ name, value, onChange, error }, { language, controlClassName });
  return (
    <Field id={id} label={label} error={error} hint={hint} after={after} className={className}>
      {(control) => <input {...control} {...rest} {...own} />}
    </Field>
  );
}

type TextareaProps = FieldBinding & Frame & Written & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Own>;

/** A labelled textarea. */
export function TextareaField(props: TextareaProps) {
  const { id, name, value, onChange, error, label, hint, after, className, language, controlClassName, ...rest } =
    props;
  const own = controlProps({ name, value, onChange, error }, { language, controlClassName });
  return (
    <Field id={id} label={label} error={error} hint={hint} after={after} className={className}>
      {(control) => <textarea {...control} {...rest} {...own} />}
    </Field>
  );
}

type SelectProps = FieldBinding & {
  label: ReactNode;
  /** The empty first choice ("Choose a store", "No specific branch"); none when every option is a real one. */
  placeholder?: string;
  options: readonly { value: string | number; label: string }[];
  disabled?: boolean;
  required?: boolean;
  className?: string;
};

/** A labelled select: the empty choice first (when there is one), then `options`. */
export function SelectField({ placeholder, options, disabled, required, label, className, ...field }: SelectProps) {
  const { id, error } = field;
  return (
    <Field id={id} label={label} error={error} className={className}>
      {(control) => (
        <select
          {...control}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          disabled={disabled}
          required={required}
          className={`${controlClass(!!error)} disabled:bg-slate-100`}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
