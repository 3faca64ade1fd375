import { useId, useState, type ChangeEvent } from 'react';
import { addImages, type ImageLimits, type ImageProblem, type PickedImage } from './picked-images';
import './image-picker.css';

/** The picker's words, translated by the form that uses it (feedback says "screenshot"). */
export interface ImagePickerTexts {
  /** The add tile's label. */
  add: string;
  /** An image's alt text, `n` counted from 1. */
  alt: (n: number) => string;
  /** The remove button's accessible name, `n` counted from 1. */
  remove: (n: number) => string;
  problem: (problem: ImageProblem) => string;
}

interface ImagePickerProps extends ImageLimits {
  value: PickedImage[];
  onChange: (images: PickedImage[]) => void;
  disabled?: boolean;
  label: string;
  /** Under the tiles, e.g. "PNG or JPG, up to 5 MB each · 1 of 3". */
  hint: string;
  texts: ImagePickerTexts;
  /** Test ids: `<prefix>s` (the list), `<prefix>-input`, `<prefix>-remove-<i>`, `<prefix>-error`. */
  testIdPrefix: string;
  /** A problem the form learnt elsewhere (the server refused an image), said where the picker's own go. */
  error?: string | null;
}

/**
 * Up to `max` png/jpg images (≤ `maxBytes` each, checked by their bytes), each with a preview and
 * a remove button; the add tile goes away when full. The file input is visually hidden but stays
 * in the tab order (its label is the tile), so the keyboard reaches it. Problems show underneath.
 */
export function ImagePicker(props: ImagePickerProps) {
  const { value, onChange, disabled, label, hint, texts, testIdPrefix: prefix, error, max, maxBytes } = props;
  const id = useId();
  const [problem, setProblem] = useState<ImageProblem | null>(null);

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Cleared, so picking the same file again after removing it fires a change.
    event.target.value = '';
    if (files.length === 0) return;
    const added = await addImages(value, files, { max, maxBytes });
    setProblem(added.problem);
    onChange(added.images);
  };
  const remove = (index: number) => {
    setProblem(null);
    onChange(value.filter((_, i) => i !== index));
  };

  const message = problem ? texts.problem(problem) : (error ?? null);
  return (
    <div className="form-field" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="form-label">
        {label}
      </span>
      <ul className="image-picker" data-testid={`${prefix}s`}>
        {value.map((image, index) => (
          <li key={`${image.name}-${index}`} className="image-picker-tile">
            <img src={image.dataUrl} alt={texts.alt(index + 1)} />
            <button
              type="button"
              className="image-picker-remove"
              onClick={() => remove(index)}
              disabled={disabled}
              aria-label={texts.remove(index + 1)}
              data-testid={`${prefix}-remove-${index}`}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
        {value.length >= max ? null : (
          <li className="image-picker-tile image-picker-add">
            <input
              id={id}
              type="file"
              accept="image/png,image/jpeg"
              multiple
              className="visually-hidden"
              disabled={disabled}
              aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
              onChange={(event) => void onFiles(event)}
              data-testid={`${prefix}-input`}
            />
            <label htmlFor={id}>
              <span aria-hidden="true" className="image-picker-plus">
                +
              </span>
              <span>{texts.add}</span>
            </label>
          </li>
        )}
      </ul>
      <p id={`${id}-hint`} className="form-hint">
        {hint}
      </p>
      {message ? (
        <p id={`${id}-error`} className="form-error" role="alert" data-testid={`${prefix}-error`}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
