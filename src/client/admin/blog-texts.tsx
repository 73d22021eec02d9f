/**
 * The blog form's texts in one language — title, excerpt, content (the rich text editor) and
 * tags: English left to right, Arabic right to left in the Arabic font. Imported only by
 * client modules.
 */
import type { Dispatch, SetStateAction } from "react";
import { useTranslation } from "react-i18next";
import { BLOG_TEXTS, type BlogValues } from "./blog-values.ts";
import type { Bind } from "./forms/bind-field.ts";
import { InputField, TextareaField } from "./forms/controls.tsx";
import type { FieldErrors } from "./forms/save-resource.ts";
import { RichTextEditor } from "./rich-text-editor.tsx";

type Props = {
  lang: "en" | "ar";
  bind: Bind<BlogValues>;
  values: BlogValues;
  errors: FieldErrors;
  setValues: Dispatch<SetStateAction<BlogValues>>;
  /** Tells the operator why the editor refused a link, image or video. */
  onInvalid: (message: string) => void;
};

export function BlogTexts({ lang, bind, values, errors, setValues, onInvalid }: Props) {
  const { t } = useTranslation("admin");
  const [title, excerpt, content, tags] = BLOG_TEXTS[lang];
  const ar = lang === "ar";
  const contentLabel = ar ? t("arabic.blogs.content") : t("blogs.content");
  const contentError = `blog-${content}-error`;
  return (
    <>
      <InputField
        {...bind(title)}
        label={ar ? t("arabic.blogs.title") : t("blogs.postTitle")}
        language={lang}
        required={!ar}
      />
      <TextareaField
        {...bind(excerpt)}
        label={ar ? t("arabic.blogs.excerpt") : t("blogs.excerpt")}
        language={lang}
        rows={3}
      />
      {/* The editor is no form control: its name and error are tied to it by aria (rich-text-editor.tsx). */}
      <div>
        <span className="text-sm font-medium text-slate-700">
          {contentLabel}
          {ar ? "" : " *"}
        </span>
        <div className="mt-1">
          <RichTextEditor
            initialHtml={values[content]}
            label={contentLabel}
            arabic={ar}
            invalid={!!errors[content]}
            describedBy={errors[content] ? contentError : undefined}
            onChange={(html) => setValues((v) => ({ ...v, [content]: html }))}
            onInvalid={onInvalid}
          />
        </div>
        {errors[content] && (
          <span id={contentError} className="mt-1 block text-sm text-red-600">
            {errors[content]}
          </span>
        )}
      </div>
      <InputField {...bind(tags)} label={ar ? t("arabic.blogs.tags") : t("blogs.tags")} language={lang} />
    </>
  );
}
