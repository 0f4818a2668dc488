/** docs/product/creatives-assets-signage.md §9's mobility constants and the messages of §5 and §8, quoted exactly. */

export const ROUTE_CURRENCIES = ['USD', 'INR', 'AED', 'OMR'] as const;
export type RouteCurrency = (typeof ROUTE_CURRENCIES)[number];

export const ROUTE_TIME_ZONES = [
  'Asia/Kolkata',
  'Asia/Dubai',
  'Asia/Muscat',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
] as const;
export type RouteTimeZone = (typeof ROUTE_TIME_ZONES)[number];

/** Monday first, as the trip's day multi-select lists them. */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const TRIP_STATUSES = ['Planned', 'Running', 'Cancelled', 'Completed'] as const;
export type TripStatus = (typeof TRIP_STATUSES)[number];

export const TICKET_COLOURS = [
  'acid-green',
  'aero',
  'alizarin',
  'alloy-orange',
  'almond',
  'amazon',
  'antique-ruby',
  'black',
  'blue',
  'claret',
  'corn',
  'cyan',
  'deep-purple',
  'light-pink',
  'white',
] as const;
export type TicketColour = (typeof TICKET_COLOURS)[number];

/** The sRGB value of each ticket colour, for the console's swatches and GTFS's route_color (6 hex digits, no #). */
export const TICKET_COLOUR_HEX: Record<TicketColour, string> = {
  'acid-green': 'B0BF1A',
  aero: '7CB9E8',
  alizarin: 'E32636',
  'alloy-orange': 'C46210',
  almond: 'EFDECD',
  amazon: '3B7A57',
  'antique-ruby': '841B2D',
  black: '000000',
  blue: '0000FF',
  claret: '7F1734',
  corn: 'FBEC5D',
  cyan: '00FFFF',
  'deep-purple': '673AB7',
  'light-pink': 'FFB6C1',
  white: 'FFFFFF',
};

/**
 * docs/product/creatives-assets-signage.md §9: a route's vehicle is a bus and its distances are in kilometres (both set
 * by the server).
 */
export const VEHICLE_TYPE = 'BUS';
export const DISTANCE_UNIT = 'KM';
export const VALIDATOR_ROLE = 'Conductor';
export const TRIP_ID_LENGTH = 4;
export const VALIDATOR_TOKEN_LENGTH = 4;
export const MOBILE_DIGITS = 10;
/** The fare table's page sizes (docs/product/creatives-assets-signage.md §9). */
export const FARE_PAGE_SIZES = [5, 10, 20] as const;

export const MOBILITY_MESSAGES = {
  csvOnly: 'Please select a valid CSV file.',
  uploadPending: 'Please click upload to update the fare matrix information.',
  templateDownloaded: 'Downloaded the Fare Matrix CSV Data Format.',
  routeSaved: 'Route Information Updated. Your page will refresh shortly, please wait..',
  wrongData: 'Wrong Data.',
  identifying: 'Please wait, identifying your profile...',
  startStationRequired: 'Starting station is required',
  endStationRequired: 'Ending station is required',
  startDateRequired: 'Route activation date-time is required',
  endDateRequired: 'Route expiry date-time is required',
  expiryBeforeActivation: 'Route expiry must be after its activation',
  scheduleStartRequired: 'Schedule start date-time is required',
  scheduleEndRequired: 'Schedule end date-time is required',
  scheduleEndBeforeStart: 'Schedule end must be after its start',
  mobileDigits: 'Mobile must be exactly 10 digits',
  headerChanged: 'The fare matrix header must stay as downloaded',
} as const;
