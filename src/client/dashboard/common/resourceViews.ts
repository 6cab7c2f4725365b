import type { ComponentType } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import type { RecordToStringFunction } from 'react-admin';

/** What each resource folder's index.ts exports (react-admin demo convention). */
export interface ResourceViews {
  list: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
  icon: SvgIconComponent;
  recordRepresentation: string | RecordToStringFunction;
}
