// bottleneck's light build (no Redis clustering), as @octokit/plugin-throttling uses it; same API.
declare module 'bottleneck/light.js' {
  import Bottleneck from 'bottleneck';
  export default Bottleneck;
}
