import { DeleteOutlined, FileOutlined, PlusOutlined } from '@ant-design/icons';
import { translate } from '@sufra/contract/messages';
import { Button, Flex, Image, List, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/i18n.ts';
import { IMAGE_ACCEPT } from '../../lib/image-files.ts';
import type { ControlProps } from '../form/control-props.ts';
import { IconAction } from '../icon-action.tsx';
import {
  downloadDocument,
  imageFileProblem,
  LETTER_ACCEPT,
  type LetterProblem,
  type LogoSlot,
  letterProblem,
} from './brand-files.ts';
import './brand-files.css';

interface LogoSlotsProps extends ControlProps<LogoSlot[]> {
  /** The rule a picked file broke (shown under the field), or null. */
  onProblem: (problem: string | null) => void;
}

/** `logo_1` … `logo_5`: each slot shows its logo, takes a new image (JPG, PNG, SVG, ≤ 2 MB) or is emptied. */
export function LogoSlots({ id, value, onChange, onProblem }: LogoSlotsProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const slots = value ?? [null, null, null, null, null];
  const put = (index: number, slot: LogoSlot) => {
    const current = slots[index];
    if (current?.kind === 'new' && current.url) URL.revokeObjectURL(current.url);
    onChange?.(slots.map((old, i) => (i === index ? slot : old)));
  };
  return (
    <ul className="vendor-logos" aria-label={t('resources.vendors.logos')}>
      {slots.map((slot, index) => {
        const name = t('resources.vendors.logo_n', { index: index + 1 });
        return (
          <li
            key={name}
            className={slot ? 'vendor-logo vendor-logo-filled' : 'vendor-logo'}
            data-testid="logo-slot"
          >
            {slot ? (
              <>
                <Image
                  src={slot.kind === 'stored' ? (slot.thumbnailUrl ?? slot.url) : slot.url}
                  alt={name}
                  width={88}
                  height={88}
                  className="vendor-logo-image"
                  preview={{ src: slot.url }}
                />
                <IconAction
                  title={t('images.remove')}
                  size="small"
                  danger
                  className="vendor-logo-remove"
                  icon={<DeleteOutlined />}
                  label={`${t('images.remove')}: ${name}`}
                  onClick={() => {
                    onProblem(null);
                    put(index, null);
                  }}
                />
              </>
            ) : (
              <Upload
                id={index === 0 ? id : undefined}
                accept={IMAGE_ACCEPT}
                listType="picture-card"
                showUploadList={false}
                beforeUpload={(file) => {
                  const problem = imageFileProblem(file);
                  onProblem(problem ? translate(lang, problem) : null);
                  if (!problem) put(index, { kind: 'new', file, url: URL.createObjectURL(file) });
                  return Upload.LIST_IGNORE;
                }}
              >
                <span className="vendor-logo-add">
                  <PlusOutlined aria-hidden />
                  <span>{name}</span>
                </span>
              </Upload>
            )}
          </li>
        );
      })}
    </ul>
  );
}

interface LetterFieldProps extends ControlProps<File | null> {
  onProblem: (problem: string | null) => void;
}

/** The bank account letter: one PDF or image up to 5 MB, checked before anything is sent. */
export function LetterField({ id, value, onChange, onProblem }: LetterFieldProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  return (
    <Flex gap={8} align="center" wrap>
      <Upload
        id={id}
        accept={LETTER_ACCEPT}
        showUploadList={false}
        beforeUpload={(file) => {
          const problem: LetterProblem | null = letterProblem(file);
          onProblem(problem ? translate(lang, problem) : null);
          if (!problem) onChange?.(file);
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<PlusOutlined />}>{t('resources.vendors.choose_letter')}</Button>
      </Upload>
      {value ? (
        <Flex gap={4} align="center">
          <FileOutlined aria-hidden />
          <Typography.Text data-testid="letter-name">{value.name}</Typography.Text>
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('images.remove')}
            onClick={() => onChange?.(null)}
          />
        </Flex>
      ) : (
        <Typography.Text type="secondary">{t('resources.vendors.letter_hint')}</Typography.Text>
      )}
    </Flex>
  );
}

export interface VendorDocument {
  id: number;
  original_name: string;
  download_path: string;
  created_at: string;
}

/** The brand's documents, newest first, each downloaded through the API. */
export function DocumentList({ documents }: { documents: readonly VendorDocument[] }) {
  const { t } = useTranslation();
  if (documents.length === 0) return <Typography.Text type="secondary">{t('common.none')}</Typography.Text>;
  return (
    <List
      size="small"
      dataSource={[...documents]}
      renderItem={(document) => (
        <List.Item>
          <Button
            type="link"
            icon={<FileOutlined />}
            onClick={() => void downloadDocument(document.download_path, document.original_name)}
          >
            {document.original_name}
          </Button>
        </List.Item>
      )}
    />
  );
}
