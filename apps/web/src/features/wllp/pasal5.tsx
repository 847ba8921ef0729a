import { WLLP_MESSAGES } from '@siloker/shared/schemas/wllp-constants';
import { FormSection } from '../../components/form/form-section.tsx';
import { TextField, type TextFieldProps } from '../../components/form/text-field.tsx';
import './wllp.css';

/*
 * The vacancy form's Perpres 57/2023 Pasal 5 part (docs/decisions/105-wllp.md): the legend that explains
 * the ◆ mark (wllp.css puts it on the labels of the fields the regulation requires), the employer's
 * identity the portal already knows, and the age limits the form lacked.
 */

/** The mark itself, for text that names a required field. */
export function Pasal5Mark() {
  return (
    <span className="wllp-mark" aria-hidden="true">
      ◆
    </span>
  );
}

/** The legend on top of the vacancy form, with the employer's identity from the company profile. */
export function Pasal5Legend({ employer }: { employer?: string | null }) {
  return (
    <aside className="wllp-legend" aria-labelledby="wllp-legend-title">
      <p className="wllp-legend-title" id="wllp-legend-title">
        <Pasal5Mark /> {WLLP_MESSAGES.pasal5Heading}
      </p>
      <p>{WLLP_MESSAGES.pasal5Legend}</p>
      {employer ? (
        <p>
          {WLLP_MESSAGES.employerIdentity}: <strong>{employer}</strong>
        </p>
      ) : null}
    </aside>
  );
}

type FieldProps = Omit<TextFieldProps, 'type'>;

/** The age limits, a section of their own (the fair-posting checks may flag them, issue 20 item 2). */
export function AgeLimitFields({ min, max }: { min: FieldProps; max: FieldProps }) {
  return (
    <FormSection id="cv-age" title={WLLP_MESSAGES.ageHeading} intro={WLLP_MESSAGES.ageIntro}>
      <TextField {...min} inputMode="numeric" />
      <TextField {...max} inputMode="numeric" />
    </FormSection>
  );
}
