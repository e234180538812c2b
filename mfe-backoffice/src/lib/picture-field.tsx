/**
 * One picture of a form (a brand's, a category's, a slider's, a product's main image): dropped or chosen, uploaded
 * at once, and its URL becomes the field's value. A URL can be typed too (an https picture elsewhere). Used as an
 * antd Form control: `value` and `onChange` come from the Form.Item.
 */
import { Input, Space, Upload } from '@shop/shared/antd';
import { notify as notifyOnBus } from '@shop/shared/bus';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { uploadPicture } from '../api/catalogue';
import './picture-field.css';

interface PictureFieldProps {
  /** What the picture is, for its drop zone's name: "Main picture", "Brand picture". */
  label: string;
  value?: string;
  onChange?: (url: string) => void;
  id?: string;
}

export const PICTURE_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/** A typed address is previewed once typing pauses: each half-typed one would be fetched. */
export const PREVIEW_AFTER_MS = 400;

function useSettled(value: string, ms: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function PictureField({ label, value = '', onChange, id }: PictureFieldProps) {
  const [uploading, setUploading] = useState(false);
  const preview = useSettled(value, PREVIEW_AFTER_MS);
  const notify = useUnit(notifyOnBus);
  const upload = async (file: File) => {
    setUploading(true);
    try {
      onChange?.(await uploadPicture(file));
    } catch (error) {
      notify({ kind: 'error', message: `${label}: ${(error as Error).message}` });
    } finally {
      setUploading(false);
    }
  };
  return (
    <Space orientation="vertical" className="picture-field">
      <Upload.Dragger
        accept={PICTURE_TYPES}
        showUploadList={false}
        disabled={uploading}
        // Uploaded here, by the shop's client, rather than by antd's own request: the session and 401 rule apply.
        customRequest={({ file }) => void upload(file as File)}
        aria-label={`${label}: drop a picture or press Enter to choose one`}
      >
        {preview ? (
          <img className="picture-field-image" src={preview} alt={label} />
        ) : (
          <span className="picture-field-empty">
            {uploading ? 'Uploading…' : 'Drop a picture or click to choose'}
          </span>
        )}
      </Upload.Dragger>
      <Input
        id={id}
        aria-label={`${label} address`}
        placeholder="/api/images/… or https://…"
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
      />
    </Space>
  );
}
