"""Imports every pass module in pipeline order; each module registers itself with @register."""
from . import canonicalize  # noqa: F401
from . import derive_phases  # noqa: F401
from . import plan_gluon  # noqa: F401
from . import dependency_graph  # noqa: F401
from . import verify_protocol  # noqa: F401
from . import allocate_smem  # noqa: F401
from . import assign_registers  # noqa: F401
from . import sequentialize_roles  # noqa: F401
