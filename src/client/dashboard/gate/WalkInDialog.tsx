/**
 * A visitor without a pass: the guard writes down the name, phone, people and plate and picks
 * whom they visit; recording it checks them in and the server tells the host in the app.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { Host } from '../../../shared/contract/visitors';
import {
  PHONE_MAX_LENGTH,
  VEHICLE_PLATE_MAX_LENGTH,
  VISITOR_NAME_MAX_LENGTH,
  VISITOR_PEOPLE_MAX,
  VISITOR_PEOPLE_MIN,
} from '../../../shared/limits';
import { HostPicker } from './HostPicker';
import type { WalkInDetails } from './offlineQueue';

const T = 'neighbourly.gate';

export interface WalkInDialogProps {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onSubmit: (walkIn: WalkInDetails, visitor: string) => void;
}

export function WalkInDialog({ open, busy, onClose, onSubmit }: WalkInDialogProps) {
  const translate = useTranslate();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [people, setPeople] = useState('1');
  const [plate, setPlate] = useState('');
  const [host, setHost] = useState<Host | null>(null);
  const [errors, setErrors] = useState({ name: '', host: '', people: '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const count = Number(people);
    const peopleOk =
      Number.isInteger(count) && count >= VISITOR_PEOPLE_MIN && count <= VISITOR_PEOPLE_MAX;
    const found = {
      name: name.trim() ? '' : translate(`${T}.visitorNameRequired`),
      host: host ? '' : translate(`${T}.host_required`),
      people: peopleOk
        ? ''
        : translate(`${T}.peopleRange`, { min: VISITOR_PEOPLE_MIN, max: VISITOR_PEOPLE_MAX }),
    };
    setErrors(found);
    if (!host || found.name || found.people) return;
    onSubmit(
      {
        residentId: host.residentId,
        visitorName: name.trim(),
        visitorPhone: phone.trim() || null,
        people: count,
        vehiclePlate: plate.trim().toUpperCase() || null,
      },
      name.trim(),
    );
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth aria-labelledby="gate-walk-in-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="gate-walk-in-title">{translate(`${T}.walkIn`)}</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>{translate(`${T}.walk_in_intro`)}</Typography>
          <Stack spacing={2}>
            <TextField
              label={translate(`${T}.visitor_name`)}
              value={name}
              onChange={(event) => setName(event.target.value)}
              required
              error={errors.name !== ''}
              helperText={errors.name}
              slotProps={{ htmlInput: { maxLength: VISITOR_NAME_MAX_LENGTH } }}
            />
            <TextField
              label={translate(`${T}.visitor_phone`)}
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
              type="tel"
              slotProps={{ htmlInput: { maxLength: PHONE_MAX_LENGTH, inputMode: 'tel' } }}
            />
            <TextField
              label={translate(`${T}.people`)}
              value={people}
              onChange={(event) => setPeople(event.target.value)}
              error={errors.people !== ''}
              helperText={errors.people}
              slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
            />
            <TextField
              label={translate(`${T}.plate`)}
              value={plate}
              onChange={(event) => setPlate(event.target.value)}
              slotProps={{
                htmlInput: { maxLength: VEHICLE_PLATE_MAX_LENGTH, autoCapitalize: 'characters' },
              }}
            />
            <HostPicker value={host} onChange={setHost} error={errors.host} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{translate(`${T}.cancel`)}</Button>
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {translate(`${T}.record`)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
