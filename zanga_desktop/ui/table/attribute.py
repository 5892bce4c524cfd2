"""The frame of the toolkit's typed attributes (a piece's painted values, a table's
forwarded ones): the name each is given in its class, and a read typed as its value on an
instance, as the attribute itself on the class."""

from __future__ import annotations

from typing import Any, Generic, TypeVar, overload

T = TypeVar("T")


class Attribute(Generic[T]):
    """A descriptor whose value an instance gets from `read`; a subclass says where it
    lives and what setting it does."""

    name = ""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, instance: None, owner: type) -> Attribute[T]: ...
    @overload
    def __get__(self, instance: object, owner: type) -> T: ...
    def __get__(self, instance: object | None, owner: type) -> Any:
        if instance is None:
            return self
        return self.read(instance)

    def read(self, instance: Any) -> T:
        raise NotImplementedError
