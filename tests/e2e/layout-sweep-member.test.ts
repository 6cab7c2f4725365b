/** The layout sweep (layout-sweep.ts) as the demo's Member. */
import { layoutSweep } from './layout-sweep';

layoutSweep('member');
