/**
 * The blog editor's Tiptap extensions: StarterKit plus the official ones its toolbar needs,
 * and an indent of 1-8 stored as the sanitizer's class="ql-indent-N". Imported only by
 * rich-text-editor.tsx.
 */
import { Extension } from "@tiptap/core";
import Image from "@tiptap/extension-image";
import TextAlign from "@tiptap/extension-text-align";
import { BackgroundColor, Color, FontFamily, FontSize, TextStyle } from "@tiptap/extension-text-style";
import Youtube from "@tiptap/extension-youtube";
import StarterKit from "@tiptap/starter-kit";
import { isAllowedLink } from "#lib/editor-rules.ts";

/** Paragraph and heading indent 1-8, stored as class="ql-indent-N". */
const Indent = Extension.create({
  name: "indent",
  addGlobalAttributes() {
    return [
      {
        types: ["paragraph", "heading"],
        attributes: {
          indent: {
            default: 0,
            parseHTML: (el) => Number(el.className.match(/ql-indent-(\d)/)?.[1] ?? 0),
            renderHTML: (attrs) => (attrs.indent ? { class: `ql-indent-${attrs.indent}` } : {}),
          },
        },
      },
    ];
  },
});

/** Built once: a new extension list on every render would make Tiptap reconfigure the editor. */
export const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [1, 2, 3, 4, 5, 6] },
    undoRedo: { depth: 100, newGroupDelay: 1000 },
    link: {
      openOnClick: false,
      protocols: ["mailto", "tel"],
      HTMLAttributes: { rel: "noopener noreferrer nofollow" },
      isAllowedUri: (url) => isAllowedLink(url),
    },
  }),
  TextStyle,
  Color,
  BackgroundColor,
  FontFamily,
  FontSize,
  TextAlign.configure({ types: ["heading", "paragraph"], alignments: ["left", "center", "right", "justify"] }),
  Image,
  Youtube.configure({ nocookie: true }),
  Indent,
];
