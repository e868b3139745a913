// What a refused or failed team change says, by the thunk's verdict.
import { errorText } from '../../lib/thunkError';
import { LAST_OWNER, TEAM_CHANGED, TEAM_FAILED, TEAM_REFUSED } from './messages';

export const teamErrorText = (error: unknown): string =>
  errorText(error, {
    changed: TEAM_CHANGED,
    notFound: TEAM_CHANGED,
    invalid: LAST_OWNER,
    refused: TEAM_REFUSED,
    failed: TEAM_FAILED,
  });
