// The one place dayjs is extended, so every domain module gets the same plugins
// (utc, timezone, customParseFormat) whatever the import order.
import dayjsBase from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjsBase.extend(utc);
dayjsBase.extend(timezone);
dayjsBase.extend(customParseFormat);

export const dayjs = dayjsBase;
