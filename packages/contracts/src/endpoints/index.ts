export { ENDPOINTS, type EndpointName, type Endpoints } from './table';
export {
  answer,
  pathOf,
  schema,
  type AnswerOf,
  type BodyOf,
  type Carries,
  type EndpointSpec,
  type HttpMethod,
  type ParamsOf,
  type PathParams,
  type QueryOf,
} from './define';
