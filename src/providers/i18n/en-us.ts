/** en-US texts, the second language; same keys as zh-cn.ts. */
import type { MessageTree } from "./zh-cn";

const SYSTEM_NAME = "Pass Permit Management";

export const enUS: MessageTree = {
  buttons: {
    create: "Create",
    save: "Save",
    logout: "Logout",
    delete: "Delete",
    edit: "Edit",
    cancel: "Cancel",
    confirm: "Are you sure?",
    filter: "Filter",
    clear: "Clear",
    refresh: "Refresh",
    show: "Show",
    undo: "Undo",
    import: "Import",
    clone: "Clone",
    export: "Export",
    list: "List",
    notAccessTitle: "You don't have permission to access",
  },
  actions: {
    list: "List",
    create: "Create",
    edit: "Edit",
    show: "Show",
    clone: "Clone",
  },
  notifications: {
    success: "Successful",
    error: "Error (status code: {{statusCode}})",
    undoable: "You have {{seconds}} seconds to undo",
    createSuccess: "Successfully created {{resource}}",
    createError: "There was an error creating {{resource}} (status code: {{statusCode}})",
    editSuccess: "Successfully edited {{resource}}",
    editError: "Error when editing {{resource}} (status code: {{statusCode}})",
    deleteSuccess: "Successfully deleted {{resource}}",
    deleteError: "Error when deleting {{resource}} (status code: {{statusCode}})",
    importProgress: "Importing: {{processed}}/{{total}}",
  },
  loading: "Loading…",
  warnWhenUnsavedChanges: "Are you sure you want to leave? You have unsaved changes.",
  documentTitle: {
    default: SYSTEM_NAME,
    suffix: ` · ${SYSTEM_NAME}`,
  },
  pages: {
    error: {
      "404": "Sorry, the page you visited does not exist.",
      info: "You may have forgotten to add the {{action}} component to your route.",
      backHome: "Back Home",
    },
    login: {
      title: "Sign in to your account",
      signin: "Sign in",
      signup: "Sign up",
      divider: "or",
      register: "Register",
      fields: { email: "Username", password: "Password", username: "Username", captcha: "Captcha" },
      errors: {
        requiredEmail: "Username is required",
        validEmail: "Invalid username",
        requiredPassword: "Password is required",
        requiredCaptcha: "Captcha is required",
      },
      buttons: {
        submit: "Login",
        forgotPassword: "Forgot password?",
        noAccount: "Don't have an account?",
        rememberMe: "Remember me",
        haveAccount: "Have an account?",
      },
    },
    register: {
      title: "Sign up for your account",
      email: "Email",
      divider: "or",
      signin: "Sign in",
      fields: { email: "Email", password: "Password" },
      errors: {
        requiredEmail: "Email is required",
        validEmail: "Invalid email address",
        requiredPassword: "Password is required",
      },
      buttons: { submit: "Register", haveAccount: "Have an account?" },
    },
    forgotPassword: {
      title: "Forgot your password?",
      signin: "Sign in",
      fields: { email: "Email" },
      errors: { requiredEmail: "Email is required", validEmail: "Invalid email address" },
      buttons: { submit: "Send reset instructions", haveAccount: "Have an account?" },
    },
    updatePassword: {
      title: "Update password",
      fields: { password: "New Password", confirmPassword: "Confirm new password" },
      errors: {
        requiredPassword: "Password required",
        requiredConfirmPassword: "Confirm password is required",
        confirmPasswordNotMatch: "Passwords do not match",
      },
      buttons: { submit: "Update" },
    },
  },
  table: {
    actions: "Actions",
    pagination: "{{from}}-{{to}} of {{total}}",
  },
};
