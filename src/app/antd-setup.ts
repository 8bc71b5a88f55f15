/**
 * Imported once by each shell: antd 5 on React 19 needs the patch for its static methods and wave effect.
 */
import "@ant-design/v5-patch-for-react-19";
