import { describe, expect, it } from 'vitest';
import { schemaErrors as errorsOf } from './schemaErrors';
import { inviteSchema } from './teamInviteSchema';
import {
  FIRST_NAME_REQUIRED,
  INVALID_EMAIL,
  LAST_NAME_REQUIRED,
  ROLE_REQUIRED,
  TEAMMATE_EMAIL_REQUIRED,
} from './validationMessages';

const valid = { email: 'jo@care.test', firstName: 'Jo', lastName: 'Park', role: 'scheduler' };

describe('inviteSchema: the dialog Invite teammate', () => {
  it.each([
    ['a complete invite', valid, []],
    [
      'every field empty',
      { email: '', firstName: '', lastName: '', role: '' },
      [TEAMMATE_EMAIL_REQUIRED, FIRST_NAME_REQUIRED, LAST_NAME_REQUIRED, ROLE_REQUIRED],
    ],
    [
      'blank names count as empty',
      { ...valid, firstName: '  ', lastName: ' ' },
      [FIRST_NAME_REQUIRED, LAST_NAME_REQUIRED],
    ],
    ['an email without a domain', { ...valid, email: 'jo@care' }, [INVALID_EMAIL]],
    ['an email with a space', { ...valid, email: 'jo park@care.test' }, [INVALID_EMAIL]],
    ['an email with spaces around it is trimmed', { ...valid, email: ' jo@care.test ' }, []],
    ['a role the team does not have', { ...valid, role: 'superuser' }, [ROLE_REQUIRED]],
    ['each role', { ...valid, role: 'viewer' }, []],
  ])('%s', (_, values, expected) => {
    expect(errorsOf(inviteSchema, values)).toEqual(expected);
  });
});
