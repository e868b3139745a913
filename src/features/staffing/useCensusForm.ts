// The census inputs under `Coverage` and the target beside them: what was typed over what is stored, for the week
// shown; `Save census` writes the week and, when it was changed, the target.
import { useEffect, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { toast } from '../../lib/toast';
import { errorText } from '../../lib/thunkError';
import { WEEKDAYS } from '../../domain/shiftPosting';
import { parseCensus, parseHprdTarget, type WeekCensus } from '../../domain/staffing';
import { SAVE_CENSUS_FAILED, SAVE_CENSUS_REFUSED, SAVED_CENSUS } from './messages';
import { loadCensus, saveCensus, selectCensus } from './staffingSlice';

export function useCensusForm(facilityId: string, sunday: string) {
  const dispatch = useAppDispatch();
  const stored = useAppSelector(selectCensus);
  const key = `${facilityId}:${sunday}`;
  const loaded = stored.key === key && stored.status === 'succeeded';
  const failed = stored.key === key && stored.status === 'failed';
  const load = () => void dispatch(loadCensus({ facilityId, sunday }));
  useEffect(() => {
    void dispatch(loadCensus({ facilityId, sunday }));
  }, [dispatch, facilityId, sunday]);

  // what was typed, for the week it was typed in (another week starts from its stored census)
  const [typed, setTyped] = useState<{ key: string; days: Record<number, string> }>({ key, days: {} });
  const [typedTarget, setTypedTarget] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const days = typed.key === key ? typed.days : {};
  const dayText = (day: number) => days[day] ?? String(stored.census[day] ?? '');
  const targetText = typedTarget ?? (stored.target === null ? '' : String(stored.target));
  const parsedDays = WEEKDAYS.map((_, day) => parseCensus(dayText(day)));
  const parsedTarget = parseHprdTarget(targetText);
  /** the census the figures use: each valid day as typed, else none */
  const census: WeekCensus = parsedDays.map((p) => ('census' in p ? p.census : null));
  const target = 'target' in parsedTarget ? parsedTarget.target : null;
  const dayError = (day: number) => {
    const parsed = parsedDays[day];
    return (submitted || day in days) && parsed && 'error' in parsed ? parsed.error : null;
  };
  const targetError = (submitted || typedTarget !== null) && 'error' in parsedTarget ? parsedTarget.error : null;

  const setDay = (day: number, text: string) =>
    setTyped((prev) => ({ key, days: { ...(prev.key === key ? prev.days : {}), [day]: text } }));

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (busy || parsedDays.some((p) => 'error' in p) || 'error' in parsedTarget) return;
    setBusy(true);
    try {
      const changedTarget = typedTarget !== null && target !== stored.target;
      await dispatch(saveCensus({ facilityId, sunday, census, ...(changedTarget ? { target } : {}) })).unwrap();
      setTyped({ key, days: {} });
      setTypedTarget(null);
      setSubmitted(false);
      toast.success(SAVED_CENSUS);
    } catch (error) {
      toast.error(errorText(error, { refused: SAVE_CENSUS_REFUSED, failed: SAVE_CENSUS_FAILED }));
    } finally {
      setBusy(false);
    }
  };

  return {
    loaded,
    failed,
    load,
    busy,
    census,
    target,
    dayText,
    dayError,
    setDay,
    targetText,
    targetError,
    setTarget: setTypedTarget,
    save,
  };
}
