/**
 * The blog content editor (spec 'Blog editor screen'): Tiptap's StarterKit plus the
 * official extensions its toolbar needs — headings 1-6, font family, size (small, large,
 * huge), bold, italic, underline, strike, quote, lists, indent 1-8, link, image, video,
 * alignment, text and background colour, code block and clear formatting. Undo keeps 100
 * steps and groups typing within 1000 ms. The HTML it produces is what the server's
 * sanitizer allows (classes ql-indent-N, inline colour and size styles).
 */
import { EditorContent, useEditor } from "@tiptap/react";
import { useMemo, useState } from "react";
import { EXTENSIONS } from "./rich-text-extensions.ts";
import { Toolbar } from "./rich-text-toolbar.tsx";

export function RichTextEditor({
  initialHtml,
  onChange,
  onInvalid,
  label,
  arabic = false,
  invalid = false,
  describedBy,
}: {
  initialHtml: string;
  /** The HTML, or "" when the editor holds no text (so an empty Arabic version is sent as none). */
  onChange: (html: string) => void;
  onInvalid: (message: string) => void;
  label: string;
  /** The Arabic article: written right to left (dir="rtl" on every block it makes), in the Arabic font. */
  arabic?: boolean;
  invalid?: boolean;
  /** The id of the error shown under the editor. */
  describedBy?: string;
}) {
  // The options must stay the same object-for-object between renders: when they differ,
  // useEditor calls setOptions, which redraws the document from its state and drops
  // keystrokes ProseMirror has not read yet (the form re-renders on every keystroke).
  // So the content is read once, and the rest is memoised.
  const [content] = useState(initialHtml);
  const editorProps = useMemo(
    () => ({
      attributes: {
        class: `article-body min-h-[300px] p-4 focus:outline-none ${arabic ? "font-[var(--font-arabic)]" : ""}`,
        ...(arabic ? { dir: "rtl", lang: "ar" } : { dir: "auto" }),
        // A contenteditable needs a role for its label to count (axe, the HTML checker).
        // aria-multiline is left out: with it Chromium's typing into the editor misplaced marks.
        role: "textbox",
        "aria-label": label,
        "aria-invalid": String(invalid),
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        "data-testid": arabic ? "editor-content-ar" : "editor-content",
      },
    }),
    [label, arabic, invalid, describedBy],
  );
  const editor = useEditor({
    immediatelyRender: false, // the server renders the shell; the editor starts in the browser
    extensions: EXTENSIONS,
    content,
    editorProps,
    // Tiptap's own text direction: every paragraph, heading and list item of the Arabic article says dir="rtl".
    textDirection: arabic ? "rtl" : undefined,
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? "" : e.getHTML()),
  });
  if (!editor) return <div className="min-h-[300px] animate-pulse bg-slate-50" />;
  return (
    <div className={`overflow-hidden rounded-lg border bg-white ${invalid ? "border-red-500" : "border-slate-300"}`}>
      <Toolbar editor={editor} onInvalid={onInvalid} label={arabic ? label : undefined} suffix={arabic ? "-ar" : ""} />
      <EditorContent editor={editor} />
    </div>
  );
}
