// What a refused or failed team change says, by the thunk's verdict.
import type { ThunkError } from '../../lib/thunkError';
import { LAST_OWNER, TEAM_CHANGED, TEAM_FAILED, TEAM_REFUSED } from './messages';

export function teamErrorText(error: ThunkError): string {
  switch (error.kind) {
    case 'changed':
    case 'notFound':
      return TEAM_CHANGED;
    case 'invalid':
      return LAST_OWNER;
    case 'refused':
      return TEAM_REFUSED;
    default:
      return TEAM_FAILED;
  }
}
