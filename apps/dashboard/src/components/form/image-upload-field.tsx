import { ArrowLeftOutlined, ArrowRightOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { MAX_IMAGES } from '@sufra/contract/validation';
import { Image, Tag, Typography, Upload } from 'antd';
import { useRef } from 'react';
import { IconAction } from '../icon-action.tsx';
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
import type { ImageTexts } from '../resource/resource-config.ts';
import type { ControlProps } from './control-props.ts';

interface ImageUploadFieldProps extends ControlProps<ImageItem[]> {
  /** Before each change: the rule a picked file broke (to show under the field), or null. */
  onProblem: (problem: ImageProblem | null) => void;
  /** How many images at most; one is a single image (no order, no cover). */
  max?: number;
  /** i18n keys of the add button, of one image's name and of the hint. */
  texts?: ImageTexts;
}

const IMAGES_TEXTS: ImageTexts = { add: 'images.add', item: 'images.image_n', hint: 'images.hint' };

/**
 * Images of a record (SPEC §5): pick up to five, each checked here for its type and size before
 * anything is sent; preview, move earlier or later (the first is the cover), remove. Nothing is
 * uploaded on its own: the form sends the files with the record.
 */
export function ImageUploadField({
  id,
  value,
  onChange,
  onProblem,
  max = MAX_IMAGES,
  texts = IMAGES_TEXTS,
}: ImageUploadFieldProps) {
  const { t } = useTranslation();
  const items = value ?? [];
  const ordered = max > 1;
  // Several files picked at once arrive one call each: the batch is read once, from its first file.
  const latest = useRef(items);
  latest.current = items;

  const pick = (files: readonly File[]) => {
    const { items: next, problem } = addImageFiles(latest.current, files, max);
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
          const name = t(texts.item, { index: index + 1 });
          const thumb = item.kind === 'stored' ? (item.thumbnailUrl ?? item.url) : item.url;
          return (
            <li
              key={item.uid}
              className={ordered ? 'image-upload-item' : 'image-upload-item image-upload-item-wide'}
              data-testid="image-item"
            >
              <Image
                src={thumb}
                alt={name}
                // One image (a banner) is previewed wide, at 3:1.
                width={ordered ? 104 : 240}
                height={ordered ? 104 : 80}
                className="image-upload-thumb"
                preview={{ src: item.url }}
              />
              {ordered && index === 0 ? <Tag className="image-upload-cover">{t('images.cover')}</Tag> : null}
              <div className="image-upload-actions">
                {ordered ? (
                  <>
                    <IconAction
                      title={t('images.move_earlier')}
                      size="small"
                      icon={<ArrowRightOutlined className="flip-ltr" />}
                      label={`${t('images.move_earlier')}: ${name}`}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    />
                    <IconAction
                      title={t('images.move_later')}
                      size="small"
                      icon={<ArrowLeftOutlined className="flip-ltr" />}
                      label={`${t('images.move_later')}: ${name}`}
                      disabled={index === items.length - 1}
                      onClick={() => move(index, 1)}
                    />
                  </>
                ) : null}
                <IconAction
                  title={t('images.remove')}
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  label={`${t('images.remove')}: ${name}`}
                  onClick={() => remove(index)}
                />
              </div>
            </li>
          );
        })}
        {items.length < max ? (
          <li className="image-upload-item image-upload-trigger">
            <Upload
              id={id}
              accept={IMAGE_ACCEPT}
              multiple={ordered}
              listType="picture-card"
              showUploadList={false}
              beforeUpload={(file, batch) => {
                if (file === batch[0]) pick(batch);
                return Upload.LIST_IGNORE;
              }}
            >
              <span className="image-upload-add">
                <PlusOutlined aria-hidden />
                <span>{t(texts.add)}</span>
              </span>
            </Upload>
          </li>
        ) : null}
      </ul>
      <Typography.Text type="secondary" className="image-upload-hint">
        {t(texts.hint, { selected: items.length, max })}
      </Typography.Text>
    </div>
  );
}
