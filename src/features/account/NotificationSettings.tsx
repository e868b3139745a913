import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Card } from '../../components/Card';
import { useSingleSubmit } from '../../components/useSingleSubmit';
import { toast } from '../../lib/toast';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import type { ThunkError } from '../../lib/thunkError';
import { profileInvalidated, selectActingUser } from '../../session/sessionSlice';
import { NOTIFICATION_KIND_LABELS, NOTIFICATION_KINDS } from '../../domain/notificationKinds';
import {
  notificationSettingsOf,
  notificationSettingsSchema,
  storedNotificationSettings,
  type NotificationSettingsValues,
} from '../../domain/notificationSettings';
import { saveNotificationSettings } from './accountSlice';
import { NOTIFICATIONS_OFFLINE, NOTIFICATIONS_SAVE_FAILED, NOTIFICATIONS_SAVED } from './messages';

/**
 * The Account page's Notifications section: which events the user is emailed or texted about (sent by the Cloud
 * Functions, docs/features/notifications.md), saved on its own. A failed save keeps what was chosen and typed.
 */
export function NotificationSettings() {
  const user = useAppSelector(selectActingUser);
  const dispatch = useAppDispatch();
  const defaults = useMemo(() => notificationSettingsOf(user), [user]);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isDirty },
  } = useForm<NotificationSettingsValues>({
    resolver: yupResolver(notificationSettingsSchema),
    defaultValues: defaults,
    mode: 'onTouched',
  });
  const bySms = watch('contactBy') === 'sms';

  const [onSubmit, saving] = useSingleSubmit(async (values: NotificationSettingsValues) => {
    if (!user) return;
    try {
      await dispatch(saveNotificationSettings({ uid: user.id, settings: storedNotificationSettings(values) })).unwrap();
      toast.success(NOTIFICATIONS_SAVED);
      reset(values);
      dispatch(profileInvalidated());
    } catch (err) {
      toast.error((err as ThunkError).kind === 'offline' ? NOTIFICATIONS_OFFLINE : NOTIFICATIONS_SAVE_FAILED);
    }
  });

  return (
    <Card className="shadow-sm mt-3">
      <Card.Header>
        <h2 className="h5 mb-0" id="notifications-heading">
          Notifications
        </h2>
      </Card.Header>
      <Card.Body>
        <Form onSubmit={(e) => void handleSubmit(onSubmit)(e)} noValidate aria-labelledby="notifications-heading">
          <fieldset disabled={saving}>
            <fieldset className="mb-3">
              <legend className="h6 text-body-secondary">Tell me when</legend>
              {NOTIFICATION_KINDS.map((kind) => (
                <Form.Check
                  key={kind}
                  id={`notify-${kind}`}
                  type="checkbox"
                  value={kind}
                  label={NOTIFICATION_KIND_LABELS[kind]}
                  {...register('kinds')}
                />
              ))}
            </fieldset>
            <fieldset className="mb-3">
              <legend className="h6 text-body-secondary">Contact by</legend>
              <Form.Check
                inline
                id="notify-email"
                type="radio"
                value="email"
                label="Email"
                {...register('contactBy')}
              />
              <Form.Check
                inline
                id="notify-sms"
                type="radio"
                value="sms"
                label="Text message"
                {...register('contactBy')}
              />
            </fieldset>
            {bySms && (
              <Form.Group className="mb-3" controlId="notify-mobile" style={{ maxWidth: '20rem' }}>
                <Form.Label>Mobile phone</Form.Label>
                <Form.Control
                  type="tel"
                  autoComplete="tel-national"
                  placeholder="608-555-0147"
                  isInvalid={!!errors.mobilePhone}
                  {...register('mobilePhone')}
                />
                <Form.Control.Feedback type="invalid">{errors.mobilePhone?.message}</Form.Control.Feedback>
              </Form.Group>
            )}
          </fieldset>
          <div className="d-flex justify-content-end">
            <Button type="submit" disabled={!isDirty || saving}>
              {saving && <Spinner size="sm" animation="border" className="me-2" aria-hidden="true" />}
              Save notifications
            </Button>
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}
