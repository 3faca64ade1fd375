let loggingOut = false;

/** True while a logout call runs: its own 401 (session already gone) is not "logged out elsewhere". */
export const isLoggingOut = () => loggingOut;
export const setLoggingOut = (value: boolean) => {
  loggingOut = value;
};
