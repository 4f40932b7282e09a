'use client';

import type { ReactNode } from 'react';
import type { FieldBinding } from '@/components/forms/fields';

/** The picture types every business upload takes (lib/business/uploaded-images.ts). */
export const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif';

/** A file's upload progress, 0–100: a native progress bar (role progressbar, its value read out), named by `label`. */
export function UploadProgress({ value, label, className = '', testId }: { value: number; label: string; className?: string; testId?: string }) {
  return <progress value={value} max={100} aria-label={label} className={`h-2 w-full ${className}`} data-testid={testId} />;
}

export type ImageFileFieldProps = FieldBinding & {
  label: string;
  /** What the file may be (types, size): the input's description. */
  hint: string;
  multiple?: boolean;
  disabled?: boolean;
  /** The files chosen (none when the choice is cleared). */
  onFiles?: (files: File[]) => void;
  /** Shown between the label and the input, e.g. the current picture and the chosen file's preview. */
  pictures?: ReactNode;
  /** The upload's progress in percent while it runs; none when null or left out. */
  progress?: number | null;
  progressLabel?: string;
  progressTestId?: string;
  /** The gap between the parts (the settings' pictures stand a little apart). */
  gap?: 'gap-1' | 'gap-2';
};

/**
 * The one picture-file field of the /pro editors (a doctor's photo, a news image, gallery photos,
 * the logo and favicon): its label, the native file input (a 44 px button, Tab and Space or Enter
 * open the picker), the hint and the error it is described by, and an upload's progress. A form
 * kit's binding (useApiForm's `field(name)`: id, name, ref, onChange, onBlur, error) spreads onto
 * it; an upload of its own passes `onFiles`. The error is an alert, so it is heard as it appears.
 */
export function ImageFileField({ id, name, error, ref, onChange, onBlur, label, hint, multiple, disabled, onFiles, pictures, progress, progressLabel, progressTestId, gap = 'gap-1' }: ImageFileFieldProps) {
  return (
    <div className={`flex flex-col ${gap}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {pictures}
      <input
        id={id}
        name={name}
        ref={ref}
        type="file"
        multiple={multiple}
        accept={IMAGE_TYPES}
        disabled={disabled}
        onBlur={onBlur}
        onChange={(event) => {
          onChange?.(event);
          onFiles?.(Array.from(event.currentTarget.files ?? []));
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')}
        className="min-h-11 max-w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-slate-500 file:bg-white file:px-3 file:py-2"
      />
      <p id={`${id}-hint`} className="text-sm text-muted">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {progress !== null && progress !== undefined && <UploadProgress value={progress} label={progressLabel ?? label} className="mt-2" testId={progressTestId} />}
    </div>
  );
}
