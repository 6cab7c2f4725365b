import { useId, useMemo, useState } from 'react';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { Box, FormHelperText, FormLabel, Stack, Typography } from '@mui/material';
import { FileInput, ImageInput, useRecordContext, useTranslate } from 'react-admin';
import type { UploadKind } from '../../../shared/file-types';
import { DOCUMENT_CONTENT_TYPES, IMAGE_CONTENT_TYPES } from '../../../shared/limits';
import { AuthorizedImage } from './AuthorizedImage';
import { checkedFileOptions, isCheckedImage } from './chosenFile';
import { requiredChoice } from './validators';

/**
 * The file picker's `accept`: what the server accepts (decisions.md, Files: JPEG, PNG or WebP
 * images; ID documents may also be PDF). Only a hint to the picker: the file's first bytes decide.
 */
const ACCEPT: Record<UploadKind, string> = {
  image: IMAGE_CONTENT_TYPES.join(','),
  'id-document': DOCUMENT_CONTENT_TYPES.join(','),
  attachment: DOCUMENT_CONTENT_TYPES.join(','),
};

export interface UploadInputProps {
  /** The form value holding the chosen file (react-admin's `{ rawFile, src, title }`). */
  source: string;
  /**
   * 'image': JPEG, PNG or WebP, previewed; 'document': also PDF, shown by name; 'attachment': a
   * notice's (issue 19), the document's types under the server's own rule for it.
   */
  kind: 'image' | 'document' | 'attachment';
  /** i18n key of the label. */
  label: string;
  /** i18n key of the drop zone's hint. */
  hint: string;
  required: boolean;
}

/**
 * One file, chosen by click or drop, checked the moment it is chosen (chosenFile.ts: at most
 * 5 MB, a type the server accepts told by its first bytes): a refused file is not kept and the
 * server's words for it show under the field at once. An image (a resident's photo, a landlord's,
 * an advert's graphics and logo) is previewed; a document (the resident's ID: an image or a PDF)
 * is shown by name, with a preview only when its bytes are an image's. The label is tied to the
 * file input (react-admin's own label is not) and the input is in the tab order, so keyboard and
 * screen-reader users reach a named file button.
 */
export function UploadInput({ source, kind, label, hint, required }: UploadInputProps) {
  const translate = useTranslate();
  const id = useId();
  const photo = kind === 'image';
  const uploadKind: UploadKind = photo ? 'image' : kind === 'attachment' ? kind : 'id-document';
  const [refusal, setRefusal] = useState<string | null>(null);
  const options = useMemo(() => checkedFileOptions(uploadKind, setRefusal), [uploadKind]);
  const Input = photo ? ImageInput : FileInput;
  const describedBy = refusal ? `${id}-hint ${id}-refusal` : `${id}-hint`;
  return (
    <Box sx={{ mb: 1, width: '100%' }}>
      <FormLabel id={`${id}-label`} required={required} sx={{ display: 'block', mb: 0.5 }}>
        {translate(label)}
      </FormLabel>
      <Input
        source={source}
        label={false}
        // No `accept` for react-dropzone: a file is judged by its bytes, not its declared type.
        options={{ noKeyboard: true, ...options }}
        inputProps={{
          accept: ACCEPT[uploadKind],
          tabIndex: 0,
          'aria-labelledby': `${id}-label`,
          'aria-describedby': describedBy,
          'aria-invalid': refusal ? true : undefined,
        }}
        placeholder={
          <Typography id={`${id}-hint`} sx={{ py: 1, px: 1 }}>
            {translate(hint)}
          </Typography>
        }
        validate={required ? requiredChoice : undefined}
        sx={{
          width: '100%',
          '& .RaFileInput-dropZone': {
            width: '100%',
            boxSizing: 'border-box',
            border: 1,
            borderStyle: 'dashed',
            borderColor: refusal ? 'error.main' : 'divider',
          },
          '& .RaFileInput-dropZone:focus-within': { outline: 2, outlineColor: 'primary.main' },
        }}
      >
        {photo ? <PhotoPreview /> : <DocumentPreview />}
      </Input>
      {refusal ? (
        <FormHelperText id={`${id}-refusal`} role="alert" error sx={{ mx: 0 }}>
          {refusal}
        </FormHelperText>
      ) : null}
    </Box>
  );
}

/** The value FileInput gives each file as its record: `{ rawFile, src, title }`. */
type ChosenFile = { src?: string; title?: string; rawFile?: File };

/**
 * The chosen image's local preview, drawn only when its first bytes showed an image (a value
 * without a rawFile is a stored file, which the server has checked).
 */
function PhotoPreview() {
  const file = useRecordContext<ChosenFile>();
  const image = file?.rawFile ? isCheckedImage(file.rawFile) : Boolean(file?.src);
  if (!image) return <ChosenName file={file} />;
  return <AuthorizedImage src={file?.src} alt={file?.title ?? ''} size={96} variant="rounded" />;
}

/** The chosen document by name, with a preview when its first bytes showed an image. */
function DocumentPreview() {
  const file = useRecordContext<ChosenFile>();
  if (!isCheckedImage(file?.rawFile)) return <ChosenName file={file} />;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 0.5 }}>
      {/* The image is named by the file's name; the visible name is not read twice. */}
      <AuthorizedImage src={file?.src} alt={file?.title ?? ''} size={56} variant="rounded" />
      <Typography aria-hidden sx={{ wordBreak: 'break-all' }}>
        {file?.title}
      </Typography>
    </Stack>
  );
}

/** A file with no picture to show (a PDF): a file icon and its name. */
function ChosenName({ file }: { file: ChosenFile | undefined }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 0.5 }}>
      <DescriptionOutlinedIcon color="action" aria-hidden />
      <Typography sx={{ wordBreak: 'break-all' }}>{file?.title}</Typography>
    </Stack>
  );
}
