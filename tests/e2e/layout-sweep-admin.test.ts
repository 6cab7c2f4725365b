/** The layout sweep (layout-sweep.ts) as the demo's Admin. */
import { layoutSweep } from './layout-sweep';

layoutSweep('admin');
