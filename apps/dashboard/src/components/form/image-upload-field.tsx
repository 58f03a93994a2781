import { ArrowLeftOutlined, ArrowRightOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { MAX_IMAGES } from '@sufra/contract/validation';
import { Button, Image, Tag, Tooltip, Typography, Upload } from 'antd';
import { useRef } from 'react';
import './image-upload.css';
import { useTranslation } from 'react-i18next';
import {
  addImageFiles,
  IMAGE_ACCEPT,
  type ImageItem,
  type ImageProblem,
  moveImage,
  releasePreview,
} from '../../lib/image-files.ts';

interface ImageUploadFieldProps {
  id?: string;
  value?: ImageItem[];
  onChange?: (items: ImageItem[]) => void;
  /** Before each change: the rule a picked file broke (to show under the field), or null. */
  onProblem: (problem: ImageProblem | null) => void;
}

/**
 * Images of a record (SPEC §5): pick up to five, each checked here for its type and size before
 * anything is sent; preview, move earlier or later (the first is the cover), remove. Nothing is
 * uploaded on its own: the form sends the files with the record.
 */
export function ImageUploadField({ id, value, onChange, onProblem }: ImageUploadFieldProps) {
  const { t } = useTranslation();
  const items = value ?? [];
  // Several files picked at once arrive one call each: the batch is read once, from its first file.
  const latest = useRef(items);
  latest.current = items;

  const pick = (files: readonly File[]) => {
    const { items: next, problem } = addImageFiles(latest.current, files);
    latest.current = next;
    onProblem(problem);
    if (next.length !== items.length) onChange?.(next);
  };
  const remove = (index: number) => {
    const gone = items[index];
    if (gone) releasePreview(gone);
    onProblem(null);
    onChange?.(items.filter((_, i) => i !== index));
  };
  const move = (index: number, offset: number) => {
    onProblem(null);
    onChange?.(moveImage(items, index, offset));
  };

  return (
    <div className="image-upload">
      <ul className="image-upload-list" aria-label={t('images.list')}>
        {items.map((item, index) => {
          const name = t('images.image_n', { index: index + 1 });
          const thumb = item.kind === 'stored' ? (item.thumbnailUrl ?? item.url) : item.url;
          return (
            <li key={item.uid} className="image-upload-item" data-testid="image-item">
              <Image
                src={thumb}
                alt={name}
                width={104}
                height={104}
                className="image-upload-thumb"
                preview={{ src: item.url }}
              />
              {index === 0 ? <Tag className="image-upload-cover">{t('images.cover')}</Tag> : null}
              <div className="image-upload-actions">
                <Tooltip title={t('images.move_earlier')}>
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowRightOutlined className="flip-ltr" />}
                    aria-label={`${t('images.move_earlier')}: ${name}`}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  />
                </Tooltip>
                <Tooltip title={t('images.move_later')}>
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowLeftOutlined className="flip-ltr" />}
                    aria-label={`${t('images.move_later')}: ${name}`}
                    disabled={index === items.length - 1}
                    onClick={() => move(index, 1)}
                  />
                </Tooltip>
                <Tooltip title={t('images.remove')}>
                  <Button
                    size="small"
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`${t('images.remove')}: ${name}`}
                    onClick={() => remove(index)}
                  />
                </Tooltip>
              </div>
            </li>
          );
        })}
        {items.length < MAX_IMAGES ? (
          <li className="image-upload-item image-upload-trigger">
            <Upload
              id={id}
              accept={IMAGE_ACCEPT}
              multiple
              listType="picture-card"
              showUploadList={false}
              beforeUpload={(file, batch) => {
                if (file === batch[0]) pick(batch);
                return Upload.LIST_IGNORE;
              }}
            >
              <span className="image-upload-add">
                <PlusOutlined aria-hidden />
                <span>{t('images.add')}</span>
              </span>
            </Upload>
          </li>
        ) : null}
      </ul>
      <Typography.Text type="secondary" className="image-upload-hint">
        {t('images.hint', { count: items.length, max: MAX_IMAGES })}
      </Typography.Text>
    </div>
  );
}
