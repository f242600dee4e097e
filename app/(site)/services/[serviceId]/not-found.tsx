import { ServiceNotFound } from "@/components/services/service-not-found";

export default ServiceNotFound;
