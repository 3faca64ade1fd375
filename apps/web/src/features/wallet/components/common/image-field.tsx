import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Problem } from '../../lib/amount';
import { imageProblem, readAsDataUrl } from '../../lib/image';
import { problemText } from './problem';

interface ImageFieldProps {
  label: string;
  required?: boolean;
  /** The picked image as a data URL, or null. */
  value: string | null;
  onChange: (dataUrl: string | null) => void;
  problem?: Problem | null;
  testId: string;
}

/** A png/jpg picker (≤ 5 MB) that hands back a data URL, with a preview and its errors. */
export function ImageField({ label, required, value, onChange, problem, testId }: ImageFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [fileProblem, setFileProblem] = useState<Problem | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return onChange(null);
    const wrong = imageProblem(file);
    setFileProblem(wrong);
    if (wrong) {
      event.target.value = '';
      return onChange(null);
    }
    onChange(await readAsDataUrl(file));
  };

  const shown = fileProblem ?? problem ?? null;
  const errorId = `${id}-error`;
  return (
    <div className={shown ? 'form-field has-error' : 'form-field'}>
      <label htmlFor={id} className="form-label">
        {label}
        {required ? (
          <span className="form-required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg"
        aria-required={required || undefined}
        aria-invalid={shown ? true : undefined}
        aria-describedby={`${id}-hint${shown ? ` ${errorId}` : ''}`}
        onChange={(event) => void onFile(event)}
        data-testid={testId}
      />
      <p id={`${id}-hint`} className="form-hint">
        {t('wallet.image.hint')}
      </p>
      {value ? <img src={value} alt={t('wallet.image.preview')} className="image-preview" /> : null}
      {shown ? (
        <p id={errorId} className="form-error" data-testid={`${testId}-error`}>
          {problemText(t, shown)}
        </p>
      ) : null}
    </div>
  );
}
