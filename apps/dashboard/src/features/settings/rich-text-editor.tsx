import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Flex, Input, Popover, Select, Tooltip } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconAction } from '../../components/icon-action.tsx';
import './rich-text-editor.css';

/** What the server keeps of a link (the same rule as its sanitiser). */
const SAFE_LINK = /^(?:https?:|mailto:)/i;
const LEVELS = [1, 2, 3, 4, 5, 6] as const;
/** The toolbar's last buttons: undo and redo, each enabled when there is a step to take. */
const HISTORY_STEPS = [
  { step: 'undo', Icon: UndoOutlined },
  { step: 'redo', Icon: RedoOutlined },
] as const;
type Level = (typeof LEVELS)[number];

interface RichTextEditorProps {
  id?: string;
  value?: string | null;
  onChange?: (html: string) => void;
  /** The field's label, read out for the editable area. */
  label: string;
  dir: 'rtl' | 'ltr';
  lang: 'ar' | 'en';
  invalid?: boolean;
  editable?: boolean;
}

/**
 * The terms and privacy editor (tiptap): paragraphs, headings 1 to 6 (SPEC §9), bold, italic,
 * underline, lists, quotes and links, exactly what the server's sanitiser keeps. Each language's
 * text is written in its own direction. Loaded with the settings page only.
 */
export function RichTextEditor({
  id,
  value,
  onChange,
  label,
  dir,
  lang,
  invalid = false,
  editable = true,
}: RichTextEditorProps) {
  const editor = useEditor({
    editable,
    extensions: [
      StarterKit.configure({
        heading: { levels: [...LEVELS] },
        code: false,
        codeBlock: false,
        strike: false,
        horizontalRule: false,
        // No empty paragraph kept after the last block: what is saved is what was written.
        trailingNode: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['mailto'],
          isAllowedUri: (url) => SAFE_LINK.test(url),
        },
      }),
    ],
    content: value ?? '',
    editorProps: {
      attributes: {
        ...(id ? { id } : {}),
        class: 'rich-text-content',
        dir,
        lang,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
      },
    },
    onUpdate: ({ editor: changed }) => onChange?.(changed.getHTML()),
  });

  // The form set another value (the saved text came back): show it.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const next = value ?? '';
    if (next !== editor.getHTML() && !(next === '' && editor.isEmpty))
      editor.commands.setContent(next, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    editor.setEditable(editable, false);
    editor.view.dom.setAttribute('aria-invalid', String(invalid));
  }, [editor, editable, invalid]);

  return (
    <div className={`rich-text${invalid ? ' rich-text-invalid' : ''}`}>
      {editor && editable ? <Toolbar editor={editor} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const state = useEditorState({
    editor,
    // The buttons tell where the caret is only while one is in the text.
    selector: ({ editor: e }) => {
      const at = (name: string) => e.isFocused && e.isActive(name);
      return {
        level: (LEVELS.find((level) => e.isActive('heading', { level })) ?? 0) as Level | 0,
        bold: at('bold'),
        italic: at('italic'),
        underline: at('underline'),
        bullets: at('bulletList'),
        numbers: at('orderedList'),
        quote: at('blockquote'),
        link: e.isActive('link'),
        undo: e.can().undo(),
        redo: e.can().redo(),
      };
    },
  });
  const chain = () => editor.chain().focus();
  const mark = (
    key: string,
    icon: ReactNode,
    active: boolean,
    run: () => void,
  ): { key: string; node: ReactNode } => ({
    key,
    node: (
      <IconAction
        title={t(`settings.editor.${key}`)}
        size="small"
        type={active ? 'primary' : 'text'}
        icon={icon}
        aria-pressed={active}
        onClick={run}
      />
    ),
  });
  const buttons = [
    mark('bold', <BoldOutlined />, state.bold, () => chain().toggleBold().run()),
    mark('italic', <ItalicOutlined />, state.italic, () => chain().toggleItalic().run()),
    mark('underline', <UnderlineOutlined />, state.underline, () => chain().toggleUnderline().run()),
    mark('bullets', <UnorderedListOutlined />, state.bullets, () => chain().toggleBulletList().run()),
    mark('numbers', <OrderedListOutlined />, state.numbers, () => chain().toggleOrderedList().run()),
    mark('quote', <span aria-hidden>”</span>, state.quote, () => chain().toggleBlockquote().run()),
  ];
  return (
    <Flex
      wrap
      gap={4}
      align="center"
      className="rich-text-toolbar"
      role="toolbar"
      aria-label={t('settings.editor.toolbar')}
    >
      <Select<Level | 0>
        size="small"
        className="rich-text-block"
        style={{ inlineSize: 136 }}
        aria-label={t('settings.editor.block')}
        value={state.level}
        popupMatchSelectWidth={false}
        onChange={(level) =>
          level === 0 ? chain().setParagraph().run() : chain().setHeading({ level }).run()
        }
        options={[
          { value: 0, label: t('settings.editor.paragraph') },
          ...LEVELS.map((level) => ({ value: level, label: t('settings.editor.heading', { level }) })),
        ]}
      />
      {buttons.map((button) => (
        <span key={button.key}>{button.node}</span>
      ))}
      <LinkButton editor={editor} active={state.link} />
      {HISTORY_STEPS.map(({ step, Icon }) => (
        <IconAction
          key={step}
          title={t(`settings.editor.${step}`)}
          size="small"
          icon={<Icon className="flip-rtl" />}
          disabled={!state[step]}
          onClick={() => chain()[step]().run()}
        />
      ))}
    </Flex>
  );
}

/** Add, change or remove the link of the selected text (http, https or mailto only). */
function LinkButton({ editor, active }: { editor: Editor; active: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const [error, setError] = useState(false);
  const apply = () => {
    const url = href.trim();
    if (!SAFE_LINK.test(url)) {
      setError(true);
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
    setOpen(false);
  };
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setHref(String(editor.getAttributes('link').href ?? ''));
          setError(false);
        }
      }}
      trigger="click"
      content={
        <Flex vertical gap={8} className="rich-text-link">
          <Input
            dir="ltr"
            value={href}
            placeholder="https://"
            aria-label={t('settings.editor.link_address')}
            status={error ? 'error' : undefined}
            onChange={(event) => {
              setHref(event.target.value);
              setError(false);
            }}
            onPressEnter={apply}
          />
          {error ? <span className="rich-text-link-error">{t('settings.editor.link_invalid')}</span> : null}
          <Flex gap={8} justify="end">
            {active ? (
              <Button
                size="small"
                onClick={() => {
                  editor.chain().focus().extendMarkRange('link').unsetLink().run();
                  setOpen(false);
                }}
              >
                {t('settings.editor.unlink')}
              </Button>
            ) : null}
            <Button size="small" type="primary" onClick={apply}>
              {t('settings.editor.link_apply')}
            </Button>
          </Flex>
        </Flex>
      }
    >
      <Tooltip title={t('settings.editor.link')}>
        <Button
          size="small"
          type={active ? 'primary' : 'text'}
          icon={<LinkOutlined />}
          aria-label={t('settings.editor.link')}
          aria-pressed={active}
        />
      </Tooltip>
    </Popover>
  );
}
