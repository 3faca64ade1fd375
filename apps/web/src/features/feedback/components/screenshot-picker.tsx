import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_SCREENSHOTS_MAX, type ScreenshotProblem } from '@bet/contracts/content/feedback-rules';
import { addScreenshots, type PickedScreenshot } from '../lib/screenshots';

interface ScreenshotPickerProps {
  value: PickedScreenshot[];
  onChange: (screenshots: PickedScreenshot[]) => void;
  disabled?: boolean;
}

/**
 * Up to three png/jpg screenshots (≤ 5 MB each, checked by their bytes), each with a preview and
 * a remove button; the add button goes away at three. Problems are said under the picker.
 */
export function ScreenshotPicker({ value, onChange, disabled }: ScreenshotPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [problem, setProblem] = useState<ScreenshotProblem | null>(null);

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    const added = await addScreenshots(value, files);
    setProblem(added.problem);
    onChange(added.screenshots);
  };
  const remove = (index: number) => {
    setProblem(null);
    onChange(value.filter((_, i) => i !== index));
  };

  const full = value.length >= FEEDBACK_SCREENSHOTS_MAX;
  return (
    <div className="form-field" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="form-label">
        {t('feedback.form.screenshots')}
      </span>
      <ul className="feedback-shots" data-testid="feedback-shots">
        {value.map((shot, index) => (
          <li key={`${shot.name}-${index}`} className="feedback-shot">
            <img src={shot.dataUrl} alt={t('feedback.form.screenshotAlt', { n: index + 1 })} />
            <button
              type="button"
              className="feedback-shot-remove"
              onClick={() => remove(index)}
              disabled={disabled}
              aria-label={t('feedback.form.removeScreenshot', { n: index + 1 })}
              data-testid={`feedback-shot-remove-${index}`}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
        {full ? null : (
          <li className="feedback-shot feedback-shot-add">
            <input
              id={id}
              type="file"
              accept="image/png,image/jpeg"
              multiple
              className="visually-hidden"
              disabled={disabled}
              aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
              onChange={(event) => void onFiles(event)}
              data-testid="feedback-shot-input"
            />
            <label htmlFor={id}>
              <span aria-hidden="true" className="feedback-shot-plus">
                +
              </span>
              <span>{t('feedback.form.addScreenshot')}</span>
            </label>
          </li>
        )}
      </ul>
      <p id={`${id}-hint`} className="form-hint">
        {t('feedback.form.screenshotHint', { count: value.length, max: FEEDBACK_SCREENSHOTS_MAX })}
      </p>
      {problem ? (
        <p id={`${id}-error`} className="form-error" role="alert" data-testid="feedback-shot-error">
          {t(`feedback.form.screenshotProblem.${problem}`, { max: FEEDBACK_SCREENSHOTS_MAX })}
        </p>
      ) : null}
    </div>
  );
}
