/**
 * The blog editor's toolbar: heading, font, size, the marks, lists, indent, link, image,
 * video, alignment, colours, code block, clear formatting, undo and redo. Links, images and
 * videos are checked against the same rules as the server's sanitizer before they go in.
 * Imported only by rich-text-editor.tsx.
 */
import { type Editor, useEditorState } from "@tiptap/react";
import { useTranslation } from "react-i18next";
import { isAllowedImage, isAllowedLink, isAllowedVideo, stepIndent } from "#lib/editor-rules.ts";

const SIZES = { small: "0.85em", large: "1.4em", huge: "2em" } as const;
const FONTS = { sans: "Inter, sans-serif", serif: "Georgia, serif", mono: "monospace" } as const;

function indentBy(editor: Editor, direction: 1 | -1) {
  const type = editor.isActive("heading") ? "heading" : "paragraph";
  const current = Number(editor.getAttributes(type).indent ?? 0);
  editor
    .chain()
    .focus()
    .updateAttributes(type, { indent: stepIndent(current, direction) })
    .run();
}

export function Toolbar({
  editor,
  onInvalid,
  label,
  suffix,
}: {
  editor: Editor;
  onInvalid: (message: string) => void;
  /** Names the toolbar after its editor when there are two (English and Arabic). */
  label?: string;
  /** Added to every test id, so two editors on one form stay apart. */
  suffix: string;
}) {
  const { t } = useTranslation("admin");
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      heading: ([1, 2, 3, 4, 5, 6] as const).find((level) => e.isActive("heading", { level })) ?? 0,
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      underline: e.isActive("underline"),
      strike: e.isActive("strike"),
      blockquote: e.isActive("blockquote"),
      orderedList: e.isActive("orderedList"),
      bulletList: e.isActive("bulletList"),
      codeBlock: e.isActive("codeBlock"),
      link: e.isActive("link"),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const tb = (key: string) => t(`blogs.toolbar.${key}`);
  /** `active` undefined: an action, not a toggle (no pressed state), e.g. undo. */
  const button = (key: string, active: boolean | undefined, run: () => void, label: string, disabled = false) => (
    <button
      type="button"
      // Keep the caret in the editor: a button that took focus would leave the next
      // keystrokes to itself until the editor takes focus back (a frame later).
      onMouseDown={(e) => e.preventDefault()}
      onClick={run}
      aria-pressed={active}
      disabled={disabled}
      title={tb(key)}
      className={`h-8 min-w-8 rounded px-2 text-sm disabled:opacity-40 ${active ? "bg-teal-700 text-white" : "hover:bg-slate-200"}`}
      data-testid={`tb-${key}${suffix}`}
    >
      {/* The glyph ("1.", "B") is decoration; the name is the hidden text (an aria-label would not contain the glyph). */}
      <span aria-hidden="true">{label}</span>
      <span className="sr-only">{tb(key)}</span>
    </button>
  );
  const select = "h-8 rounded border border-slate-300 bg-white px-1 text-sm";
  const chain = () => editor.chain().focus();
  return (
    <div
      role="toolbar"
      aria-label={label ? `${tb("label")}: ${label}` : tb("label")}
      className="flex flex-wrap items-center gap-1 border-b border-slate-200 bg-slate-50 p-2"
    >
      <select
        aria-label={tb("heading").replace(" {{level}}", "")}
        className={select}
        value={state.heading}
        onChange={(e) =>
          Number(e.target.value)
            ? chain()
                .setHeading({ level: Number(e.target.value) as 1 })
                .run()
            : chain().setParagraph().run()
        }
        data-testid={`tb-heading${suffix}`}
      >
        <option value={0}>{tb("paragraph")}</option>
        {[1, 2, 3, 4, 5, 6].map((l) => (
          <option key={l} value={l}>
            {t("blogs.toolbar.heading", { level: l })}
          </option>
        ))}
      </select>
      <select
        aria-label={tb("font")}
        className={select}
        defaultValue=""
        onChange={(e) =>
          e.target.value
            ? chain()
                .setFontFamily(FONTS[e.target.value as keyof typeof FONTS])
                .run()
            : chain().unsetFontFamily().run()
        }
      >
        <option value="">{tb("font")}</option>
        <option value="sans">{tb("fontSans")}</option>
        <option value="serif">{tb("fontSerif")}</option>
        <option value="mono">{tb("fontMono")}</option>
      </select>
      <select
        aria-label={tb("size")}
        className={select}
        defaultValue=""
        onChange={(e) =>
          e.target.value
            ? chain()
                .setFontSize(SIZES[e.target.value as keyof typeof SIZES])
                .run()
            : chain().unsetFontSize().run()
        }
      >
        <option value="">{tb("sizeNormal")}</option>
        <option value="small">{tb("sizeSmall")}</option>
        <option value="large">{tb("sizeLarge")}</option>
        <option value="huge">{tb("sizeHuge")}</option>
      </select>
      {button("bold", state.bold, () => chain().toggleBold().run(), "B")}
      {button("italic", state.italic, () => chain().toggleItalic().run(), "I")}
      {button("underline", state.underline, () => chain().toggleUnderline().run(), "U")}
      {button("strike", state.strike, () => chain().toggleStrike().run(), "S")}
      {button("blockquote", state.blockquote, () => chain().toggleBlockquote().run(), "❝")}
      {button("orderedList", state.orderedList, () => chain().toggleOrderedList().run(), "1.")}
      {button("bulletList", state.bulletList, () => chain().toggleBulletList().run(), "•")}
      {button("outdent", false, () => indentBy(editor, -1), "⇤")}
      {button("indent", false, () => indentBy(editor, 1), "⇥")}
      {button(
        "link",
        state.link,
        () => {
          const url = window.prompt(tb("linkPrompt"), editor.getAttributes("link").href ?? "https://");
          if (url === null) return;
          if (url.trim() === "") return void chain().unsetLink().run();
          if (!isAllowedLink(url)) return onInvalid(tb("linkInvalid"));
          chain().extendMarkRange("link").setLink({ href: url.trim() }).run();
        },
        "🔗",
      )}
      {button(
        "image",
        false,
        () => {
          const url = window.prompt(tb("imagePrompt"), "https://");
          if (!url) return;
          if (!isAllowedImage(url)) return onInvalid(tb("imageInvalid"));
          chain().setImage({ src: url.trim() }).run();
        },
        "🖼",
      )}
      {button(
        "video",
        false,
        () => {
          const url = window.prompt(tb("videoPrompt"), "https://www.youtube.com/watch?v=");
          if (!url) return;
          if (!isAllowedVideo(url)) return onInvalid(tb("videoInvalid"));
          chain().setYoutubeVideo({ src: url.trim() }).run();
        },
        "▶",
      )}
      <select
        aria-label={tb("align")}
        className={select}
        defaultValue=""
        onChange={(e) => (e.target.value ? chain().setTextAlign(e.target.value).run() : chain().unsetTextAlign().run())}
      >
        <option value="">{tb("alignLeft")}</option>
        <option value="center">{tb("alignCenter")}</option>
        <option value="right">{tb("alignRight")}</option>
        <option value="justify">{tb("alignJustify")}</option>
      </select>
      <label className="flex h-8 items-center gap-1 rounded px-1 text-xs hover:bg-slate-200" title={tb("color")}>
        A
        <input
          type="color"
          aria-label={tb("color")}
          onChange={(e) => chain().setColor(e.target.value).run()}
          className="h-5 w-5 cursor-pointer border-0 bg-transparent p-0"
        />
      </label>
      <label className="flex h-8 items-center gap-1 rounded px-1 text-xs hover:bg-slate-200" title={tb("background")}>
        ▇
        <input
          type="color"
          aria-label={tb("background")}
          defaultValue="#fff59d"
          onChange={(e) => chain().setBackgroundColor(e.target.value).run()}
          className="h-5 w-5 cursor-pointer border-0 bg-transparent p-0"
        />
      </label>
      {button("codeBlock", state.codeBlock, () => chain().toggleCodeBlock().run(), "</>")}
      {button("clean", false, () => chain().unsetAllMarks().clearNodes().run(), "✕")}
      <span className="mx-1 h-6 w-px bg-slate-300" aria-hidden="true" />
      {button("undo", undefined, () => chain().undo().run(), "↶", !state.canUndo)}
      {button("redo", undefined, () => chain().redo().run(), "↷", !state.canRedo)}
    </div>
  );
}
