import { useId } from 'react';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { Box, FormLabel, Stack, Typography } from '@mui/material';
import { FileInput, ImageInput, useRecordContext, useTranslate, type Validator } from 'react-admin';
import { DOCUMENT_CONTENT_TYPES, IMAGE_CONTENT_TYPES } from '../../../shared/limits';
import { AuthorizedImage } from './AuthorizedImage';
import { requiredChoice, withinUploadLimit } from './validators';

/** A file picker's `accept` offering the content types the server accepts for the upload. */
const acceptOf = (types: readonly string[]) => Object.fromEntries(types.map((type) => [type, []]));

/** decisions.md (Files): JPEG, PNG or WebP images; ID documents may also be PDF. */
export const IMAGE_TYPES = acceptOf(IMAGE_CONTENT_TYPES);
const DOCUMENT_TYPES = acceptOf(DOCUMENT_CONTENT_TYPES);

export interface UploadInputProps {
  /** The form value holding the chosen file (react-admin's `{ rawFile, src, title }`). */
  source: string;
  /** 'image': JPEG, PNG or WebP, previewed; 'document': also PDF, shown by name. */
  kind: 'image' | 'document';
  /** i18n key of the label. */
  label: string;
  /** i18n key of the drop zone's hint. */
  hint: string;
  required: boolean;
}

/**
 * One file, chosen by click or drop, checked for its 5 MB before sending: an image (a resident's
 * photo, an advert's graphics and logo; previewed) or a document (the resident's ID: an image or
 * a PDF, shown by name). As the landlord's photo input, the label is tied to the file input
 * (react-admin's own label is not) and the input is in the tab order, so keyboard and
 * screen-reader users reach a named file button.
 */
export function UploadInput({ source, kind, label, hint, required }: UploadInputProps) {
  const translate = useTranslate();
  const id = useId();
  const photo = kind === 'image';
  const Input = photo ? ImageInput : FileInput;
  const validate: Validator[] = required
    ? [requiredChoice, withinUploadLimit]
    : [withinUploadLimit];
  return (
    <Box sx={{ mb: 1, width: '100%' }}>
      <FormLabel id={`${id}-label`} required={required} sx={{ display: 'block', mb: 0.5 }}>
        {translate(label)}
      </FormLabel>
      <Input
        source={source}
        label={false}
        accept={photo ? IMAGE_TYPES : DOCUMENT_TYPES}
        options={{ noKeyboard: true }}
        inputProps={{
          tabIndex: 0,
          'aria-labelledby': `${id}-label`,
          'aria-describedby': `${id}-hint`,
        }}
        placeholder={
          <Typography id={`${id}-hint`} sx={{ py: 1, px: 1 }}>
            {translate(hint)}
          </Typography>
        }
        validate={validate}
        sx={{
          width: '100%',
          '& .RaFileInput-dropZone': {
            width: '100%',
            boxSizing: 'border-box',
            border: 1,
            borderStyle: 'dashed',
            borderColor: 'divider',
          },
          '& .RaFileInput-dropZone:focus-within': { outline: 2, outlineColor: 'primary.main' },
        }}
      >
        {photo ? <PhotoPreview /> : <DocumentPreview />}
      </Input>
    </Box>
  );
}

/** The chosen image's local preview (FileInput gives each file `{ src, title }` as its record). */
function PhotoPreview() {
  const file = useRecordContext<{ src?: string; title?: string }>();
  return <AuthorizedImage src={file?.src} alt={file?.title ?? ''} size={96} variant="rounded" />;
}

/** The chosen document by name, with a preview when it is an image (a PDF has none). */
function DocumentPreview() {
  const file = useRecordContext<{ src?: string; title?: string; rawFile?: File }>();
  const image = file?.rawFile?.type.startsWith('image/') ?? false;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 0.5 }}>
      {image ? (
        <AuthorizedImage src={file?.src} alt="" size={56} variant="rounded" />
      ) : (
        <DescriptionOutlinedIcon color="action" aria-hidden />
      )}
      <Typography sx={{ wordBreak: 'break-all' }}>{file?.title}</Typography>
    </Stack>
  );
}
